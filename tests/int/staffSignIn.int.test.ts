// Staff sign-in and password-reset limits as the site answers them (Payload's REST and GraphQL
// handlers, client addresses in X-Forwarded-For, e-mail through a local SMTP sink), counted in
// Redis as several instances share them: a second set of limits on its own connection stands for
// another instance of the site.
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const { redis, sinkPort } = await vi.hoisted(async () => {
  const { startRedis } = await import('../../scripts/cluster.mjs')
  const redis = await startRedis()
  process.env.REDIS_URL = redis.url
  const sinkPort = 44000 + (process.pid % 20000)
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(sinkPort)
  return { redis, sinkPort }
})

import { POST as graphqlPost } from '@/app/(payload)/api/graphql/route'
import { POST as restPost } from '@/app/(payload)/api/[...slug]/route'
import { sharedRedis } from '@/lib/redis'
import { beginSignIn, createStaffLimits } from '@/security/staffLimits'

import { startSmtpSink } from '../../scripts/smtp-sink.mjs'
import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
let sink: Awaited<ReturnType<typeof startSmtpSink>>
// Another instance's connection to the same Redis.
const otherInstance = createClient({ url: redis.url, disableOfflineQueue: true })

const PASSWORD = 'the-right-password-1'
let counter = 0
const address = () => `10.41.${Math.floor(++counter / 250)}.${counter % 250}`

async function staffAccount(name: string) {
  const email = `${name}-${Date.now()}@example.edu`
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, roles: ['admissions'] }, overrideAccess: true })
  return email
}

function rest(path: string, from: string, body: unknown, language = 'en', solution?: string) {
  const url = new URL(`/api/${path}`, 'http://localhost')
  const request = new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, 'accept-language': language, ...(solution ? { 'x-altcha': solution } : {}) },
    body: JSON.stringify(body),
  })
  return restPost(request, { params: Promise.resolve({ slug: path.split('/') }) })
}
const signIn = (from: string, email: string, password: string, solution?: string, language = 'en') =>
  rest('users/login', from, { email, password }, language, solution)
const graphqlSignIn = (from: string, email: string, password: string, solution?: string) =>
  graphqlPost(
    new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...(solution ? { 'x-altcha': solution } : {}) },
      body: JSON.stringify({ query: `mutation { loginUser(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { token } }` }),
    }),
  )
/** What the browser's widget does: solve the challenge and give back the base64 payload. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('challenge not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
type ChallengeAnswer = { errors: { message: string }[]; challenge: Challenge; strings: Record<string, string> }
const askReset = (from: string, email: string, language = 'en') => rest('users/forgot-password', from, { email }, language)
const messageOf = async (response: Response) => ((await response.json()) as { errors: { message: string }[] }).errors[0].message

beforeAll(async () => {
  sink = await startSmtpSink({ port: sinkPort })
  payload = await testPayload()
  await otherInstance.connect()
}, 120_000)
afterAll(async () => {
  await otherInstance.quit()
  await sharedRedis()?.quit()
  await sink?.close()
  await redis?.close()
})

describe(`staff sign-in under attack (${dialect()})`, () => {
  it('lets the owner sign in every time while five addresses guess the password and another tries many accounts', async () => {
    const email = await staffAccount('owner')
    const attackers = [address(), address(), address(), address(), address()]
    const sprayer = address()
    // The probe's attack: every address four wrong passwords, enough for the account's wait.
    for (const attacker of attackers) for (let i = 0; i < 4; i++) expect([401, 428]).toContain((await signIn(attacker, email, `guess-${i}`)).status)
    // One address trying twenty accounts is stopped for the hour, on every account.
    for (let i = 0; i < 20; i++) expect((await signIn(sprayer, `nobody-${i}@example.edu`, 'guess')).status).toBe(401)

    const owner = address()
    const refused: Response[] = []
    let challenged = 0
    let ownerSignedIn = 0
    for (let round = 0; round < 21; round++) {
      for (const attacker of [...attackers, sprayer]) {
        const response = await signIn(attacker, email, `round-${round}`)
        expect([401, 428, 429]).toContain(response.status)
        if (response.status === 428) challenged++
        if (response.status === 429) refused.push(response)
      }
      if ((await signIn(owner, email, PASSWORD)).status === 200) ownerSignedIn++
    }
    expect(ownerSignedIn).toBe(21)
    // The attackers are still held back: asked for challenges, and the sprayer, past its twenty
    // an hour, refused every time, saying how long to wait.
    expect(challenged).toBeGreaterThanOrEqual(21)
    expect(refused.length).toBeGreaterThanOrEqual(21)
    for (const response of refused) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(await messageOf(response)).toMatch(/^Too many sign-in attempts\. Try again in \d+ s\.$/)
    }
  })

  it('asks an address that failed for the account for a challenge, not a wait, and lets the solved sign-in in once', async () => {
    const email = await staffAccount('challenged')
    const guessers = Array.from({ length: 16 }, () => address())
    // Sixteen addresses, one wrong password each: every one is checked (none had failed before),
    // and the account's wait grows to its minute.
    for (const guesser of guessers) expect((await signIn(guesser, email, 'wrong')).status).toBe(401)
    const asked = await signIn(guessers[0], email, PASSWORD, undefined, 'ru')
    expect(asked.status).toBe(428)
    expect(asked.headers.get('x-challenge')).toBe('altcha')
    expect(asked.headers.get('retry-after')).toBeNull()
    const body = (await asked.json()) as ChallengeAnswer
    expect(body.errors[0].message).toMatch(/браузер/)
    expect(body.strings.verified).toMatch(/вход/)
    const solution = await solve(body.challenge)
    const signedIn = await signIn(guessers[0], email, PASSWORD, solution)
    expect(signedIn.status).toBe(200)
    expect(((await signedIn.json()) as { token?: string }).token).toBeTruthy()
    // The same solution again, from another address that failed: asked for a new challenge.
    const replayed = await signIn(guessers[1], email, PASSWORD, solution)
    expect(replayed.status).toBe(428)
    expect(((await replayed.json()) as ChallengeAnswer).challenge).toBeTruthy()
    // The owner from an address without failures: no challenge at all.
    expect((await signIn(address(), email, PASSWORD)).status).toBe(200)
  })

  it('asks for the challenge over GraphQL too, with HTTP 428 and the challenge in the error’s extensions', async () => {
    const email = await staffAccount('graphql-challenged')
    // The account's wait grown to its minute, held against an address that failed for it.
    const guessers = Array.from({ length: 16 }, () => address())
    for (const guesser of guessers) expect((await signIn(guesser, email, 'wrong')).status).toBe(401)
    const from = guessers[0]
    const asked = await graphqlSignIn(from, email, PASSWORD)
    expect(asked.status).toBe(428)
    expect(asked.headers.get('x-challenge')).toBe('altcha')
    const { errors } = (await asked.json()) as { errors: { extensions: { statusCode: number; data: { challenge: Challenge } } }[] }
    expect(errors[0].extensions.statusCode).toBe(428)
    const solution = await solve(errors[0].extensions.data.challenge)
    const signedIn = await graphqlSignIn(from, email, PASSWORD, solution)
    expect(signedIn.status).toBe(200)
    expect(((await signedIn.json()) as { data: { loginUser: { token: string } } }).data.loginUser.token).toBeTruthy()
  })

  it('counts solved sign-ins as attempts, and an address that solves its way to twenty failures waits out the hour', async () => {
    const email = await staffAccount('solver')
    const from = address()
    let challenges = 0
    for (let i = 0; i < 20; i++) {
      let response = await signIn(from, email, `wrong-${i}`)
      if (response.status === 428) {
        challenges++
        response = await signIn(from, email, `wrong-${i}`, await solve(((await response.json()) as ChallengeAnswer).challenge))
      }
      expect(response.status).toBe(401)
    }
    expect(challenges).toBeGreaterThan(5)
    const stopped = await signIn(from, email, PASSWORD)
    expect(stopped.status).toBe(429)
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(60)
    // A fresh challenge solved changes nothing about that wait.
    const solution = await solve((await import('@/security/challenge').then(({ newChallenge }) => newChallenge('signin'))) as Challenge)
    expect((await signIn(from, email, PASSWORD, solution)).status).toBe(429)
    expect((await signIn(address(), email, PASSWORD)).status).toBe(200)
  })

  it('counts wrong passwords sent through GraphQL, many to a request, and refuses the rest with 429 and Retry-After', async () => {
    const email = await staffAccount('graphql')
    const from = address()
    const guesses = Array.from({ length: 30 }, (_, i) => `g${i}: loginUser(email: "nobody-${i}@example.edu", password: "guess") { token }`)
    const response = await graphqlPost(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ query: `mutation { ${guesses.join('\n')} }` }),
      }),
    )
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(60)
    const { errors } = (await response.json()) as { errors: { extensions: { statusCode: number } }[] }
    // Twenty accounts tried, then this address waits out the hour: the other guesses were never checked.
    expect(errors.map((error) => error.extensions.statusCode)).toEqual([...Array(20).fill(401), ...Array(10).fill(429)])
    const next = await signIn(from, email, PASSWORD)
    expect(next.status).toBe(429)
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(60)
  })

  it('does not count a request without a password, which Payload refuses before checking any', async () => {
    const email = await staffAccount('incomplete')
    const from = address()
    for (let i = 0; i < 25; i++) expect((await rest('users/login', from, { email })).status).toBe(400)
    expect((await signIn(from, email, PASSWORD)).status).toBe(200)
  })

  it('shares the counts between instances through Redis', async () => {
    const email = await staffAccount('shared')
    const other = createStaffLimits(otherInstance)
    // Twenty failures answered by this instance: the other one stops the address for the hour.
    const here = address()
    for (let i = 0; i < 20; i++) expect((await signIn(here, `nobody-${i}@example.edu`, 'guess')).status).toBe(401)
    expect(await beginSignIn(other, { account: email, address: here })).toEqual({ wait: expect.any(Number) })
    // And the other way round.
    const there = address()
    for (let i = 0; i < 20; i++) expect(await beginSignIn(other, { account: `nobody-${i}@example.edu`, address: there })).toBeUndefined()
    const refused = await signIn(there, email, PASSWORD)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60)
  })
})

describe(`password-reset links (${dialect()})`, () => {
  const linkIn = (html: string) => html.match(/\/admin\/reset\/([0-9a-f]+)/)?.[1]

  it('reach the owner after a flood of requests for the account from elsewhere, and the link works', async () => {
    const email = await staffAccount('forgetful')
    for (let i = 0; i < 8; i++) {
      const flooder = address()
      for (let j = 0; j < 3; j++) expect((await askReset(flooder, email)).status).toBe(200)
    }
    const before = sink.messages.length
    expect((await askReset(address(), email)).status).toBe(200)
    const mail = await sink.waitFor(email, (message) => sink.messages.indexOf(message) >= before)
    const token = linkIn(mail.html)
    expect(token).toBeTruthy()
    const reset = await rest('users/reset-password', address(), { token, password: 'a-new-password-2' })
    expect(reset.status).toBe(200)
  })

  it('stop an address asking too often, with their own message and Retry-After, in the admin’s language', async () => {
    const email = await staffAccount('flooded')
    const flooder = address()
    for (let i = 0; i < 3; i++) expect((await askReset(flooder, email)).status).toBe(200)
    const refused = await askReset(flooder, email)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60)
    expect(await messageOf(refused)).toMatch(/^Too many password-reset requests\. Try again in \d+ s\.$/)
    const inRussian = await askReset(flooder, email, 'ru')
    expect(await messageOf(inRussian)).toMatch(/^Слишком много запросов на сброс пароля\. Повторите через \d+ с\.$/)
    // The same for an account that does not exist: the answer tells nothing.
    const other = address()
    for (let i = 0; i < 3; i++) expect((await askReset(other, 'nobody-here@example.edu')).status).toBe(200)
    expect((await askReset(other, 'nobody-here@example.edu')).status).toBe(429)
    // Five an hour from one address, whatever the accounts.
    const many = address()
    for (let i = 0; i < 5; i++) expect((await askReset(many, `someone-${i}@example.edu`)).status).toBe(200)
    expect((await askReset(many, email)).status).toBe(429)
  })
})
