// Application numbers: eight characters read over the phone without confusion (no 0/O,
// 1/I/L, U/V), drawn at random, so one number says nothing about another.
import { randomInt } from 'node:crypto'

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ'
const LENGTH = 8

export function newApplicationNumber(): string {
  let raw = ''
  for (let i = 0; i < LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)]
  return `${raw.slice(0, 4)}-${raw.slice(4)}`
}

/** What a person typed, in the stored form; undefined when it cannot be a number. */
export function normalizeApplicationNumber(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined
  const raw = input.toUpperCase().replace(/[\s-]/g, '')
  if (raw.length !== LENGTH || [...raw].some((char) => !ALPHABET.includes(char))) return undefined
  return `${raw.slice(0, 4)}-${raw.slice(4)}`
}
