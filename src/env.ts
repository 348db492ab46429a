// Every setting the server reads, validated once. Each has a default that works on a
// new machine, except PAYLOAD_SECRET, which production must be given.
import path from 'node:path'
import { z } from 'zod'

import { s3Problems } from './storage/s3Settings'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** postgres://… selects PostgreSQL; anything else (or nothing) the SQLite file. */
  DATABASE_URL: z.string().default(''),
  /** Read replicas of that PostgreSQL database, comma-separated postgres:// URLs (public reads only). */
  DATABASE_REPLICA_URLS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .refine(
      (urls) => urls.every((url) => /^postgres(ql)?:\/\/[^/]/.test(url) && URL.canParse(url)),
      'each replica must be a postgres:// URL, separated by commas',
    ),
  SQLITE_FILE: z.string().default(path.resolve(process.cwd(), 'data/campus.db')),
  PAYLOAD_SECRET: z.string().default(''),
  /** Public address of the site, for canonical links, sitemap and e-mails. */
  SITE_URL: z
    .string()
    .url()
    .default(`http://localhost:${process.env.PORT || 3000}`),
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
  /**
   * Per client address, before the browser is asked to solve a challenge (docs/decisions/044):
   * status checks and contract requests a minute, applications an hour.
   */
  RATE_LIMIT_LOOKUP_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_APPLY_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Challenges a client address may leave unanswered per kind of call, a minute: above it unsolved requests are refused. */
  RATE_LIMIT_CEILING_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Applications an hour with one passport number, e-mail address or phone number, from anywhere. */
  RATE_LIMIT_APPLY_PER_IDENTITY_PER_HOUR: z.coerce.number().int().positive().default(20),
  /** Status checks and contract requests an hour for one application number, from anywhere. */
  RATE_LIMIT_LOOKUP_PER_NUMBER_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Contact-form messages an hour from one e-mail address, from anywhere. */
  RATE_LIMIT_CONTACT_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** The challenge's work: the most attempts a browser may need (a mid-range phone does about 1,000 a second). */
  CHALLENGE_DIFFICULTY: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  // The largest public document (PDF, DOCX, …) editors may upload, in MB.
  DOCUMENT_MAX_MB: z.coerce.number().positive().max(500).default(20),
  /** Newsletter sign-ups per client address an hour before a challenge (each e-mail address may ask three times an hour). */
  RATE_LIMIT_SUBSCRIBE_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Contact-form messages per client address an hour before a challenge. */
  RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Event sign-ups per client address an hour before a challenge (each e-mail address may sign up five times an hour). */
  RATE_LIMIT_EVENT_SIGNUP_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Sign-ups never confirmed are deleted after this many days; the confirmation link lasts as long. */
  NEWSLETTER_PENDING_DAYS: z.coerce.number().int().positive().default(7),
  /** Newsletter messages a second at most (the mail server's limit for bulk mail). */
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().positive().default(30),
  /** Reverse proxies whose X-Forwarded-For is believed (addresses, CIDR ranges; src/lib/clientAddress.ts). */
  TRUSTED_PROXIES: z.string().default('127.0.0.1,::1'),
  /** Unfinished submissions (a crash mid-upload) are cleaned up once this old; longer than any upload takes. */
  UPLOAD_GRACE_MINUTES: z.coerce.number().min(0).default(30),
  /** How long the link in a document request e-mail works, in days. */
  DOCUMENT_REQUEST_DAYS: z.coerce.number().int().positive().max(365).default(14),
  /** Rejected applications and their files are deleted this many months after the decision. */
  RETENTION_MONTHS: z.coerce.number().int().positive().default(12),
  /** Deleted applications, subscribers and content wait in the trash this many days, then go for good with their files. */
  TRASH_DAYS: z.coerce.number().int().positive().max(3650).default(30),
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
  REDIS_URL: z
    .string()
    .regex(/^(rediss?:\/\/.+)?$/, 'must be a redis:// or rediss:// address')
    .default(''),
  /**
   * S3-compatible storage (several instances): S3_BUCKET holds the public media, S3_PRIVATE_BUCKET
   * the applicants' documents (never public). Without S3_BUCKET files stay on local disk.
   */
  S3_ENDPOINT: z.string().default(''),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default(''),
  S3_PRIVATE_BUCKET: z.string().default(''),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  /** true for servers that want https://host/bucket/key rather than https://bucket.host/key (MinIO, most self-hosted). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /**
   * true: Next's scripts are fetched once the first screen is painted (decision 038); false: as
   * Next writes them, with the page. Either way early clicks are kept (decision 054).
   */
  SCRIPTS_AFTER_PAINT: z.enum(['true', 'false']).default('true'),
  /**
   * Telegram updates for applicants (src/telegram): the bot's token from @BotFather and its
   * username (without @). Without a token (or a name) the feature is off and no page mentions it.
   */
  TELEGRAM_BOT_TOKEN: z.string().trim().default(''),
  TELEGRAM_BOT_NAME: z
    .string()
    .trim()
    .transform((value) => value.replace(/^@/, ''))
    .refine((value) => value === '' || /^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(value), 'must be the bot’s username, e.g. campus_admissions_bot')
    .default(''),
  /** Where the Bot API is (grammY's apiRoot): Telegram's own unless a local Bot API server or a test stand-in is used. */
  TELEGRAM_API_ROOT: z.string().url().default('https://api.telegram.org'),
  /** The secret Telegram sends with every webhook call (X-Telegram-Bot-Api-Secret-Token); empty: derived from PAYLOAD_SECRET. */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,256}$/, 'letters, digits, _ and - only, at most 256')
    .default(''),
  /** How long a "Connect Telegram" link works, in days. */
  TELEGRAM_LINK_DAYS: z.coerce.number().int().positive().max(365).default(30),
  /** Seconds to open a database connection, or wait for a free one (PostgreSQL); 0: no limit. */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0).default(5),
  /** Seconds one database statement may take, or wait for SQLite's write lock; 0: no limit. */
  DATABASE_QUERY_TIMEOUT_SECONDS: z.coerce.number().min(0).default(5),
  /** Seconds a request may go unanswered before the server answers 503 itself (src/edge/deadline.ts); 0: no deadline. */
  REQUEST_DEADLINE_SECONDS: z.coerce.number().min(0).default(10),
  /** The same for exports, PDFs and uploads, counted once the upload has arrived. */
  REQUEST_DEADLINE_SLOW_SECONDS: z.coerce.number().min(0).default(120),
  /** Lets the test suites run Payload without the schema-push and type-generation extras. */
  PAYLOAD_TEST: z.enum(['0', '1']).default('0'),
})

const parsed = schema.safeParse(process.env)
if (!parsed.success) {
  throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`)
}

if (parsed.data.DATABASE_REPLICA_URLS.length > 0 && !/^postgres(ql)?:\/\//.test(parsed.data.DATABASE_URL)) {
  throw new Error('Invalid environment: DATABASE_REPLICA_URLS needs DATABASE_URL to name the PostgreSQL primary they replicate')
}
const s3 = s3Problems(parsed.data)
if (s3.length) throw new Error(`Invalid S3 settings:\n- ${s3.join('\n- ')}`)

const isBuild = process.env.NEXT_PHASE === 'phase-production-build'
if (parsed.data.NODE_ENV === 'production' && !parsed.data.PAYLOAD_SECRET && !isBuild) {
  console.error('PAYLOAD_SECRET is not set: production needs a long random secret to sign sessions (set it in .env or the environment).')
  process.exit(1)
}

export const env = {
  ...parsed.data,
  PAYLOAD_SECRET: parsed.data.PAYLOAD_SECRET || 'campus-development-secret-not-for-production',
  isPostgres: /^postgres(ql)?:\/\//.test(parsed.data.DATABASE_URL),
  /** Files on S3-compatible storage rather than local disk. */
  usesS3: Boolean(parsed.data.S3_BUCKET),
}
