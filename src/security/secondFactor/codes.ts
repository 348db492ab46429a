// The second factor's secrets and codes (docs/decisions/049-staff-second-factor.md): TOTP by
// otplib (RFC 6238: 6 digits, 30 s, SHA-1, as every authenticator app reads it), the secret kept
// encrypted (AES-256-GCM, key derived from PAYLOAD_SECRET), recovery codes kept as keyed hashes.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'

import { env } from '@/env'

const PERIOD = 30
/** One step either side of now: a phone's clock a little off, a code typed as it changed. */
const TOLERANCE = PERIOD
export const RECOVERY_CODES = 10
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

const key = (purpose: string) => createHash('sha256').update(`campus:second-factor:${purpose}:${env.PAYLOAD_SECRET}`).digest()

/** A new TOTP secret (base32, 160 bits). */
export const newSecret = () => generateSecret({ length: 20 })

export function sealSecret(secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key('secret'), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.')
}

export function openSecret(sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unreadable second-factor secret')
  const decipher = createDecipheriv('aes-256-gcm', key('secret'), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
}

/** Only the digits of what the person typed ("123 456" from some apps' display). */
const digitsOf = (code: unknown) => (typeof code === 'string' ? code.replace(/[\s-]/g, '') : '')

/**
 * The time step a code belongs to, if it is right and newer than `afterStep` (the last one used):
 * a code once accepted is refused for the rest of its window, and so is any older one.
 */
export async function acceptedStep(secret: string, code: unknown, afterStep?: number | null, epoch?: number): Promise<number | undefined> {
  const token = digitsOf(code)
  if (!/^\d{6}$/.test(token)) return undefined
  const result = await verify({
    secret,
    token,
    epochTolerance: TOLERANCE,
    ...(epoch !== undefined ? { epoch } : {}),
    ...(typeof afterStep === 'number' ? { afterTimeStep: afterStep } : {}),
  })
  return result.valid ? (result as { timeStep: number }).timeStep : undefined
}

/** What an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, account: string, issuer: string) => generateURI({ issuer, label: account, secret, period: PERIOD })

/** The QR code as an SVG data URL, drawn here: the secret never leaves the server for a picture. */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** Ten one-time codes, xxxxx-xxxxx (about 49 bits each), easy to read out and type. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')
  return Array.from({ length: RECOVERY_CODES }, () => `${part()}-${part()}`)
}

const normalRecovery = (code: unknown) => (typeof code === 'string' ? code.trim().toLowerCase().replace(/[\s-]/g, '') : '')
export const hashRecoveryCode = (code: string) => createHmac('sha256', key('recovery')).update(normalRecovery(code)).digest('base64url')

/** The index of the stored hash this recovery code matches, or -1. */
export function matchRecoveryCode(hashes: string[], code: unknown): number {
  const typed = normalRecovery(code)
  if (typed.length !== 10) return -1
  const hash = Buffer.from(hashRecoveryCode(typed))
  return hashes.findIndex((stored) => {
    const candidate = Buffer.from(stored)
    return candidate.length === hash.length && timingSafeEqual(candidate, hash)
  })
}
