import { existsSync } from 'node:fs'

import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)

/**
 * The browser: Debian's chromium-headless-shell, Chromium's engine without its window (what
 * Playwright itself runs headless tests in), which takes about a third less time per test than the
 * full browser in headless mode; Debian's chromium where the shell is not installed; CHROMIUM_PATH
 * for another (docs/decisions/055-headless-shell-for-tests.md).
 */
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ?? '/usr/bin/chromium'

/**
 * The PostgreSQL pass runs the specs where the database takes part in what is tested: records
 * written and deleted through the whole stack (applications, bulk edits, the trash, versions and
 * drafts, uploads, sign-ups, messages), queries built from visitors' input (search, lists, the
 * JSON API, the fuzzers) and the database failing under the site. The others (pages rendered from
 * seeded content, the browser's scripts, headers, the admin's screens) would test the same code
 * twice: they run once, in the SQLite pass. So do the specs whose records the integration suite
 * already writes on both databases and whose browser side is the same on either: the contact form,
 * live preview of autosaved drafts, the limits of a busy address. A new spec that writes records
 * or queries by input belongs here (docs/decisions/052-lean-test-run.md).
 */
const databaseSpecs = [
  'admissions-api.e2e.ts',
  'admissions-office.e2e.ts',
  'admissions.e2e.ts',
  'compat-api.e2e.ts',
  'document-requests.e2e.ts',
  'documents.e2e.ts',
  'event-sign-ups.e2e.ts',
  'events-news.e2e.ts',
  'fuzz-staff.e2e.ts',
  'fuzz.e2e.ts',
  'history.e2e.ts',
  'newsletter.e2e.ts',
  'notices.e2e.ts',
  'outage.e2e.ts',
  'redirects.e2e.ts',
  'search.e2e.ts',
  'search-shell.e2e.ts',
  'stall.e2e.ts',
  'system-fields.e2e.ts',
  'telegram.e2e.ts',
  'trash.e2e.ts',
]

/**
 * The back office: the admin's screens, and the specs that run servers of their own (a low limit, a
 * stalled or lost database, S3, nginx, a start without a database). `npm test` runs the SQLite
 * browser tests as two passes: the rest beside the PostgreSQL pass, these after it, so that the two
 * cores stay busy until the end (E2E_PASS=site or back-office; docs/decisions/071-browser-passes-in-two-lanes.md).
 * Without E2E_PASS every spec runs.
 */
const backOfficeSpecs = [
  'admin-language.e2e.ts',
  'admin-origins.e2e.ts',
  'admissions-office.e2e.ts',
  'bursar.e2e.ts',
  'document-requests.e2e.ts',
  'first-visit.e2e.ts',
  'fuzz-staff.e2e.ts',
  'history.e2e.ts',
  'live-preview.e2e.ts',
  'notices.e2e.ts',
  'observatory.e2e.ts',
  'outage.e2e.ts',
  'peak-limits.e2e.ts',
  'preview.e2e.ts',
  's3-media.e2e.ts',
  'second-factor.e2e.ts',
  'signin-challenge.e2e.ts',
  'stall.e2e.ts',
  'startup.e2e.ts',
  'system-fields.e2e.ts',
  'trash.e2e.ts',
]

const pass = process.env.E2E_PASS
const files = (list: string[]) => list.map((file) => `**/${file}`)

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: process.env.E2E_DATABASE === 'postgres' ? files(databaseSpecs) : pass === 'back-office' ? files(backOfficeSpecs) : '**/*.e2e.ts',
  testIgnore: process.env.E2E_DATABASE !== 'postgres' && pass === 'site' ? files(backOfficeSpecs) : undefined,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    // The server seeds its own database first (about two minutes with the demo pictures on a busy machine).
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_SINK_PORT: String(port + 1) },
  },
})
