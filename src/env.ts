// Every setting the server reads, validated once. Each has a default that works on a
// new machine, except PAYLOAD_SECRET, which production must be given.
import path from 'node:path'
import { z } from 'zod'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** postgres://… selects PostgreSQL; anything else (or nothing) the SQLite file. */
  DATABASE_URL: z.string().default(''),
  SQLITE_FILE: z.string().default(path.resolve(process.cwd(), 'data/campus.db')),
  PAYLOAD_SECRET: z.string().default(''),
  /** Public address of the site, for canonical links, sitemap and e-mails. */
  SITE_URL: z.string().url().default(`http://localhost:${process.env.PORT || 3000}`),
  MEDIA_DIR: z.string().default(path.resolve(process.cwd(), 'media')),
  /** Applicants' documents: never inside a public folder. */
  PRIVATE_DIR: z.string().default(path.resolve(process.cwd(), 'data/private')),
  /** Outgoing mail. Without SMTP_HOST messages are written to the server log. */
  SMTP_HOST: z.string().default(''),
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_USER: z.string().default(''),
  SMTP_PASS: z.string().default(''),
  /** true for implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE: z.enum(['true', 'false']).default('false'),
  MAIL_FROM: z.string().default('admissions@campus.example.edu'),
  MAIL_FROM_NAME: z.string().default('Campus University Admissions'),
  /** Per client: status checks and contract requests a minute, applications an hour. */
  RATE_LIMIT_LOOKUP_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_APPLY_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Newsletter sign-ups per client address an hour (each address may ask three times an hour). */
  RATE_LIMIT_SUBSCRIBE_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Sign-ups never confirmed are deleted after this many days; the confirmation link lasts as long. */
  NEWSLETTER_PENDING_DAYS: z.coerce.number().int().positive().default(7),
  /** Newsletter messages a second at most (the mail server's limit for bulk mail). */
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().positive().default(30),
  /** Reverse proxies whose X-Forwarded-For is believed (addresses, CIDR ranges; src/lib/clientAddress.ts). */
  TRUSTED_PROXIES: z.string().default('127.0.0.1,::1'),
  /** Unfinished submissions (a crash mid-upload) are cleaned up once this old; longer than any upload takes. */
  UPLOAD_GRACE_MINUTES: z.coerce.number().min(0).default(30),
  /** Rejected applications and their files are deleted this many months after the decision. */
  RETENTION_MONTHS: z.coerce.number().int().positive().default(12),
  /** Recent search answers each process keeps (0: none); a change to the index makes them stale. */
  SEARCH_CACHE_ENTRIES: z.coerce.number().int().min(0).default(500),
  /** Web origins whose pages may read the public JSON API (CORS; comma-separated, e.g. https://app.example.uz). */
  API_CORS_ORIGINS: z.string().default(''),
  /** The port the server listens on; the admin works at this port on every address of the machine. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * More addresses the admin is opened at (comma-separated origins, e.g. https://admin.example.uz),
   * besides SITE_URL and this machine's own addresses at PORT (src/security/adminOrigins.ts).
   */
  ADMIN_ORIGINS: z.string().default(''),
  /** redis://… shares Next's page cache and the rate limits between instances; empty: this process's memory. */
  REDIS_URL: z.string().regex(/^(rediss?:\/\/.+)?$/, 'must be a redis:// or rediss:// address').default(''),
  /** Lets the test suites run Payload without the schema-push and type-generation extras. */
  PAYLOAD_TEST: z.enum(['0', '1']).default('0'),
})

const parsed = schema.safeParse(process.env)
if (!parsed.success) {
  throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`)
}

const isBuild = process.env.NEXT_PHASE === 'phase-production-build'
if (parsed.data.NODE_ENV === 'production' && !parsed.data.PAYLOAD_SECRET && !isBuild) {
  console.error(
    'PAYLOAD_SECRET is not set: production needs a long random secret to sign sessions (set it in .env or the environment).',
  )
  process.exit(1)
}

export const env = {
  ...parsed.data,
  PAYLOAD_SECRET: parsed.data.PAYLOAD_SECRET || 'campus-development-secret-not-for-production',
  isPostgres: /^postgres(ql)?:\/\//.test(parsed.data.DATABASE_URL),
}
