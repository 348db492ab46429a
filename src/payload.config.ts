// Assembles the parts: database by DATABASE_URL, collections, globals, languages.
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { emailAdapter } from './admissions/mail'
import { reconcileDocuments, reconcileTask } from './admissions/reconcile'
import { retentionTask } from './admissions/retention'
import { ApplicationFiles } from './collections/admissions/ApplicationFiles'
import { Applications } from './collections/admissions/Applications'
import { Degrees, Regions, StudyForms } from './collections/admissions/Catalogue'
import { Clubs } from './collections/Clubs'
import { Events } from './collections/Events'
import { Faculties } from './collections/Faculties'
import { Galleries } from './collections/Galleries'
import { Media } from './collections/Media'
import { Members } from './collections/Members'
import { News } from './collections/News'
import { Pages } from './collections/Pages'
import { Partners } from './collections/Partners'
import { Programs } from './collections/Programs'
import { Team } from './collections/Team'
import { Videos } from './collections/Videos'
import { Users } from './collections/Users'
import { env } from './env'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { Contract } from './globals/Contract/config'
import { Home } from './globals/Home/config'
import { Menu } from './globals/Menu/config'
import { Settings } from './globals/Settings/config'
import { adminI18n } from './i18n/admin/languages'
import { defaultLocale, localeLabels, locales } from './i18n/locales'
import { purgeUnconfirmedTask } from './newsletter/cleanup'
import { sendConfirmationsTask, startConfirmationSender } from './newsletter/confirmations'
import { retrySlugCollisions, slugCollections } from './fields/slugRetry'
import { adminOrigins } from './security/adminOrigins'
import { mapDatabaseErrors } from './security/restErrors'
import { Subscribers } from './collections/newsletter/Subscribers'
import { NewsletterDeliveries } from './collections/newsletter/NewsletterDeliveries'
import { NewsletterIssues } from './collections/newsletter/NewsletterIssues'
import { resumeSendsTask, sendIssueTask } from './newsletter/send'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const migrationDir = (dialect: string) => path.resolve(dirname, 'migrations', dialect)

/** The production server, not a build, a script or a test. */
const isServing = () => env.NODE_ENV === 'production' && env.PAYLOAD_TEST !== '1' && process.env.NEXT_PHASE !== 'phase-production-build'

function database() {
  if (env.isPostgres) {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URL },
      migrationDir: migrationDir('postgres'),
      push: false,
      // Production applies the committed migrations when Payload starts.
      prodMigrations: postgresMigrations,
    })
  }
  // libSQL cannot create the folder of a new database file itself.
  mkdirSync(path.dirname(env.SQLITE_FILE), { recursive: true })
  return sqliteAdapter({
    client: { url: `file:${env.SQLITE_FILE}` },
    migrationDir: migrationDir('sqlite'),
    push: false,
    prodMigrations: sqliteMigrations,
    wal: true,
    busyTimeout: 5000,
  })
}

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: env.SITE_URL,
  // The admin's session works at SITE_URL and at this machine's own addresses, not only the first.
  csrf: adminOrigins({ siteUrl: env.SITE_URL, port: env.PORT, extra: env.ADMIN_ORIGINS }),
  db: database(),
  editor: lexicalEditor(),
  sharp,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    // The tab title stays readable in every admin language.
    meta: { titleSuffix: ' — Campus' },
    // Day, month, year and a 24-hour clock, as Uzbekistan and Russia write them; Payload's default
    // ("MMMM do yyyy, h:mm a") makes “августа 21-е 2025, 2:05 ПП” in Russian.
    dateFormat: 'd MMMM yyyy, HH:mm',
    // Payload's own picture: Gravatar would send a hash of each staff address to a third party
    // (and the admin's policy allows no outside images).
    avatar: 'default',
    // The university's emblem and name on the sign-in screen and in the navigation.
    components: { graphics: { Logo: '@/components/admin/Brand#Logo', Icon: '@/components/admin/Brand#Icon' } },
  },
  collections: [
    News,
    Events,
    Pages,
    Faculties,
    Programs,
    Partners,
    Galleries,
    Clubs,
    Team,
    Members,
    Media,
    Videos,
    Applications,
    ApplicationFiles,
    Degrees,
    StudyForms,
    Regions,
    Subscribers,
    NewsletterIssues,
    NewsletterDeliveries,
    Users,
  ],
  globals: [Home, Settings, Menu, Contract],
  email: emailAdapter(),
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code].name })),
    defaultLocale,
    fallback: true,
  },
  // The admin in English, Russian or Uzbek, as each staff member chooses (src/i18n/admin).
  i18n: adminI18n,
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    autoGenerate: false,
  },
  graphQL: { disablePlaygroundInProduction: true },
  // A value the database cannot compare is a 400, a database out of reach a 503 (src/security/restErrors.ts).
  hooks: { afterError: [mapDatabaseErrors] },
  // Scheduled publishing: the server checks the queue every minute (not in tests and scripts).
  jobs: {
    tasks: [retentionTask, reconcileTask, purgeUnconfirmedTask, sendIssueTask, resumeSendsTask, sendConfirmationsTask],
    autoRun: [{ cron: '* * * * *', limit: 50, queue: 'default' }],
    shouldAutoRun: () => isServing(),
  },
  // A server that starts after a crash first removes what unfinished submissions left behind.
  // Every process that takes sign-ups sends their confirmation e-mails (src/newsletter/confirmations.ts).
  onInit: async (payload) => {
    retrySlugCollisions(payload, slugCollections(payload))
    startConfirmationSender(payload)
    if (isServing()) await reconcileDocuments(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Reconciling applicants’ documents failed' }))
  },
  telemetry: false,
})
