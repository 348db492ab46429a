// A busy address at the admissions peak (docs/decisions/044-limits-for-a-crowd.md), on a phone:
// the form and the status page are asked for a challenge, the browser fetches the solver then,
// solves it while the visitor waits (no click), and the same request goes through. Each test
// comes from an address of its own (X-Forwarded-For, believed from the loopback proxy), warmed
// up past the address's soft threshold first.
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { expect, type APIRequestContext, type Browser, type Page, test } from './fixtures'

import en from '../../src/i18n/messages/en.json' with { type: 'json' }
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' }
import uz from '../../src/i18n/messages/uz.json' with { type: 'json' }
import { postgresAdminUrl } from '../../scripts/db.mjs'
import { startSite, waitForHttp } from '../../scripts/lib.mjs'
import { applicantDocuments, applicantFields } from '../helpers/applicant'
import { e2eSqliteFile, LOCALES, prefix, shot } from './helpers'

const messages = { en, ru, uz }

/** A phone-width page whose every request comes from `address`. */
async function phoneFrom(browser: Browser, address: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, extraHTTPHeaders: { 'x-forwarded-for': address } })
  return { context, page: await context.newPage() }
}

/** Counts the answers the page gets from `path`, and holds the solved request a moment so the waiting panel can be seen. */
function watch(page: Page, path: string) {
  const seen: { status: number; solved: boolean }[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === path) seen.push({ status: response.status(), solved: Boolean(response.request().headers()['x-altcha']) })
  })
  return seen
}

const choose = async (page: Page, selector: string) => {
  const options = page.locator(`${selector} option:not([value=""])`)
  await expect(options.first()).toBeAttached()
  await page.selectOption(selector, (await options.first().getAttribute('value'))!)
}

test.describe('a busy address at the peak, at 375 px', () => {
  for (const [index, locale] of LOCALES.entries()) {
    test(`${locale}: the form is asked for a challenge, solves it while the applicant waits, and the application is accepted`, async ({ browser, request }) => {
      const t = messages[locale]
      const address = `203.0.113.${60 + index}`
      // A school lab: twenty applications from this address already this hour (RATE_LIMIT_APPLY_PER_HOUR).
      for (let i = 0; i < 20; i++) {
        const warm = await request.post('/api/apply', { headers: { 'x-forwarded-for': address }, multipart: { locale } })
        expect(warm.status()).toBeLessThan(428)
      }
      const { context, page } = await phoneFrom(browser, address)
      const seen = watch(page, '/api/apply')
      // The solved request is held a moment, so the panel's "checked, sending" can be seen.
      await page.route('**/api/apply', async (route) => {
        if (route.request().headers()['x-altcha']) await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      })
      await page.goto(`${prefix(locale)}/form`)
      await choose(page, '#application-degree')
      await choose(page, '#application-study_form')
      await choose(page, '#application-faculty')
      await choose(page, '#application-region')
      await page.getByTestId('step-next').click()
      const fields = applicantFields(
        { degree: 0, studyForm: 0, direction: 0, region: 0 },
        { passport_number: `76543${20 + index}`, email: `lab-${locale}@example.com` },
      )
      for (const name of ['last_name', 'first_name', 'birth_date', 'birth_place', 'citizenship', 'passport_series', 'passport_number', 'passport_issued_by']) {
        await page.fill(`#application-${name}`, fields[name]!)
      }
      for (const name of ['passport_issue_date', 'passport_expiry_date', 'permanent_address', 'phone', 'email', 'institution_name'])
        await page.fill(`#application-${name}`, fields[name]!)
      await page.check('#application-gender-female')
      for (const { field, name, mimeType, buffer } of await applicantDocuments()) await page.setInputFiles(`#application-${field}`, { name, mimeType, buffer })
      await page.getByTestId('step-next').click()
      await expect(page.getByTestId('step-3')).toBeVisible()
      await page.locator('#application-consent').check()
      await page.getByTestId('submit-application').click()

      const panel = page.getByTestId('challenge-panel')
      await expect(panel).toBeVisible()
      await expect(panel).toContainText(t.limits.challenge)
      await shot(page, 'limits', `form-${locale}-checking`)
      await expect(panel).toContainText(t.limits.widget.verified)
      await shot(page, 'limits', `form-${locale}-checked`)
      await expect(page.getByTestId('accepted-dialog')).toBeVisible({ timeout: 30_000 })
      await expect(panel).toHaveCount(0)
      await expect(page.getByTestId('application-number')).toHaveText(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/)
      await shot(page, 'limits', `form-${locale}-accepted`)
      expect(seen).toEqual([
        { status: 428, solved: false },
        { status: 201, solved: true },
      ])
      await context.close()
    })
  }

  for (const [index, locale] of LOCALES.entries()) {
    test(`${locale}: the status page is asked for a challenge and shows the status without a click`, async ({ browser, request }) => {
      const t = messages[locale]
      const number = await storeOne(request, `status-${locale}`, index)
      const address = `203.0.113.${70 + index}`
      await warmLookups(request, address)
      const { context, page } = await phoneFrom(browser, address)
      const seen = watch(page, '/api/console')
      await page.route('**/api/console', async (route) => {
        if (route.request().headers()['x-altcha']) await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      })
      await page.goto(`${prefix(locale)}/studentConsole`)
      await page.fill('#console-application_number', number)
      await page.fill('#console-birth_date', '2005-09-09')
      await page.getByRole('button', { name: t.studentConsole.submit }).click()
      const panel = page.getByTestId('challenge-panel')
      await expect(panel).toContainText(t.limits.challenge)
      await shot(page, 'limits', `status-${locale}-checking`)
      await expect(page.getByTestId('status-chip')).toHaveText(t.statuses.not_confirmed, { timeout: 30_000 })
      await expect(panel).toHaveCount(0)
      await expect(page.locator('#console-application_number')).toHaveValue(number)
      await shot(page, 'limits', `status-${locale}-found`)
      expect(seen).toEqual([
        { status: 428, solved: false },
        { status: 200, solved: true },
      ])
      await context.close()
    })
  }
})

/** One application from an address of its own; its number. */
async function storeOne(request: APIRequestContext, tag: string, index: number) {
  const list = async (path: string) => ((await (await request.get(path)).json()) as { data: { id: number }[] }).data
  const degree = (await list('/en/api/select/program'))[0]!
  const form = (await list(`/en/api/select/study?program=${degree.id}`))[0]!
  const direction = (await list(`/en/api/select/facultet?program=${degree.id}&study=${form.id}`))[0]!
  const region = (await list('/en/api/regions'))[0]!
  const documents = await applicantDocuments()
  const response = await request.post('/api/apply', {
    headers: { 'x-forwarded-for': `198.51.100.${140 + index}` },
    multipart: {
      ...applicantFields(
        { degree: degree.id, studyForm: form.id, direction: direction.id, region: region.id },
        { email: `${tag}@example.com`, passport_number: `12345${60 + index}` },
      ),
      ...Object.fromEntries(documents.map(({ field, name, mimeType, buffer }) => [field, { name, mimeType, buffer }])),
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { data: { application_number: string } }).data.application_number
}

/** A carrier's shared address on results day: the minute's status checks used up (the browser tests' server allows 1,000). */
async function warmLookups(request: APIRequestContext, address: string) {
  for (let batch = 0; batch < 20; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        request.post('/api/console', { headers: { 'x-forwarded-for': address }, data: { application_number: '0', birth_date: '2001-01-01' } }),
      ),
    )
    for (const answer of answers) expect(answer.status(), await answer.text()).toBe(404)
  }
}

/** The database of the running browser-test server (scripts/e2e-server.mjs), for a second server on it. */
function e2eDatabase(): Record<string, string> {
  if (process.env.E2E_DATABASE === 'postgres') {
    const url = new URL(postgresAdminUrl())
    url.pathname = `/campus_e2e_${process.env.E2E_PORT ?? 3100}`
    return { DATABASE_URL: url.toString() }
  }
  return { DATABASE_URL: '', SQLITE_FILE: e2eSqliteFile() }
}

// The ceiling with its real meaning (docs/decisions/044, amendment): a second server on the same
// database with a low ceiling, which the browser-test server keeps out of the way.
test.describe('a carrier address past the ceiling, at 375 px', () => {
  test.describe.configure({ timeout: 240_000 })
  const CEILING = 30
  const port = Number(process.env.E2E_PORT ?? 3100) + 23
  const base = `http://127.0.0.1:${port}`
  let site: ChildProcess | undefined
  let files = ''

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    files = mkdtempSync(path.join(os.tmpdir(), 'campus-ceiling-'))
    site = startSite(port, {
      stdio: 'ignore',
      env: {
        PAYLOAD_SECRET: 'e2e-secret-only-for-tests',
        SITE_URL: base,
        MEDIA_DIR: path.join(files, 'media'),
        PRIVATE_DIR: path.join(files, 'private'),
        ...e2eDatabase(),
        RATE_LIMIT_CEILING_PER_MINUTE: String(CEILING),
        // Light work, so this test's own solving is quick; the browser's widget solves it the same way.
        CHALLENGE_DIFFICULTY: '50',
      },
    })
    await waitForHttp(`${base}/api/health`, 120_000)
    await expect.poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 120_000 }).toBe(200)
  })
  test.afterAll(async () => {
    site?.kill('SIGTERM')
    rmSync(files, { recursive: true, force: true })
  })

  const check = (address: string, solution?: string) =>
    fetch(`${base}/api/console`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(solution ? { 'x-altcha': solution } : {}) },
      body: JSON.stringify({ application_number: '0', birth_date: '2001-01-01' }),
    })
  const solve = async (challenge: Challenge) =>
    Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString('base64')

  test('uz: after more solved checks this minute than the ceiling, the status page still shows the status', async ({ browser, request }) => {
    const t = messages.uz
    const number = await storeOne(request, 'ceiling-uz', 3)
    const address = '203.0.113.80'
    // Results day: CEILING + 10 anxious applicants behind this address have checked, each solving the challenge it was asked.
    for (let i = 0; i < CEILING + 20; i++) {
      let answer = await check(address)
      if (answer.status === 428) answer = await check(address, await solve(((await answer.json()) as { challenge: Challenge }).challenge))
      expect(answer.status, await answer.text()).toBe(404)
    }
    const { context, page } = await phoneFrom(browser, address)
    const seen = watch(page, '/api/console')
    await page.goto(`${base}${prefix('uz')}/studentConsole`)
    await page.fill('#console-application_number', number)
    await page.fill('#console-birth_date', '2005-09-09')
    await page.getByRole('button', { name: t.studentConsole.submit }).click()
    await expect(page.getByTestId('status-chip')).toHaveText(t.statuses.not_confirmed, { timeout: 30_000 })
    await shot(page, 'limits', `ceiling-uz-found`)
    expect(seen).toEqual([
      { status: 428, solved: false },
      { status: 200, solved: true },
    ])
    await context.close()
  })

  test('ru: an address whose challenges go unanswered is refused past the ceiling, and the page says when to try again', async ({ browser }) => {
    const t = messages.ru
    const address = '203.0.113.81'
    const statuses: number[] = []
    for (let i = 0; i < 10 + CEILING; i++) statuses.push((await check(address)).status)
    expect(statuses).toEqual([...Array(10).fill(404), ...Array(CEILING).fill(428)])
    const { context, page } = await phoneFrom(browser, address)
    await page.goto(`${base}${prefix('ru')}/studentConsole`)
    await page.fill('#console-application_number', 'ABCD-EFGH')
    await page.fill('#console-birth_date', '2005-09-09')
    await page.getByRole('button', { name: t.studentConsole.submit }).click()
    const busy = new RegExp(t.limits.busy.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{seconds}', '\\d+'))
    await expect(page.getByTestId('status-message')).toHaveText(busy)
    await shot(page, 'limits', `ceiling-ru-refused`)
    await context.close()
  })
})
