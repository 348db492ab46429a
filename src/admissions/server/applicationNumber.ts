// Application numbers, drawn at random, so one number says nothing about another
// (the alphabet and the written form are in ../shared/number.ts).
import { randomInt } from 'node:crypto'

import { ALPHABET, formatApplicationNumber, LENGTH } from '@/admissions/shared/number'

export { normalizeApplicationNumber } from '@/admissions/shared/number'

export function newApplicationNumber(): string {
  let raw = ''
  for (let i = 0; i < LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)]
  return formatApplicationNumber(raw)
}
