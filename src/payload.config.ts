// Assembles the parts: database by DATABASE_URL, collections, globals, languages.
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { emailAdapter } from '@/lib/mailTransport'
import { reconcileOnce, reconcileTask } from '@/admissions/server/reconcile'
import { retentionTask } from '@/admissions/server/retention'
import { AdmissionsAudit } from './collections/admissions/AdmissionsAudit'
import { ApplicationFiles } from './collections/admissions/ApplicationFiles'
import { Applications } from './collections/admissions/Applications'
import { Degrees, Regions, StudyForms } from './collections/admissions/Catalogue'
import { Clubs } from './collections/Clubs'
import { Documents } from './collections/Documents'
import { ContactMessages } from './collections/contact/ContactMessages'
import { Offices } from './collections/contact/Offices'
import { Events } from './collections/Events'
import { Categories } from './collections/Categories'
import { Faculties } from './collections/Faculties'
import { Galleries } from './collections/Galleries'
import { Media } from './collections/Media'
import { Members } from './collections/Members'
import { News } from './collections/News'
import { Pages } from './collections/Pages'
import { Partners } from './collections/Partners'
import { Redirects } from './collections/Redirects'
import { Programs } from './collections/Programs'
import { Team } from './collections/Team'
import { Videos } from './collections/Videos'
import { Users } from './collections/Users'
import { withReplicaRouting } from './database/replicas'
import { env } from './env'
import { startJobRunner } from './jobs/runner'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { sendContactMessagesTask, startContactMailer } from './contact/server/outbox'
import { Contract } from './globals/Contract/config'
import { Home } from './globals/Home/config'
import { Menu } from './globals/Menu/config'
import { Settings } from './globals/Settings/config'
import { seo } from './fields/seo'
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
import { mediaStorage } from './storage/mediaStorage'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const migrationDir = (dialect: string) => path.resolve(dirname, 'migrations', dialect)

/** The production server, not a build, a script or a test. */
const isServing = () => env.NODE_ENV === 'production' && env.PAYLOAD_TEST !== '1' && process.env.NEXT_PHASE !== 'phase-production-build'

function database() {
  if (env.isPostgres) {
    return withReplicaRouting(
      postgresAdapter({
        pool: { connectionString: env.DATABASE_URL },
        // Reads go to the primary unless a public read asks for a replica (src/database/replicas.ts).
        // Payload's two seconds of primary reads after this process's own writes is made
        // unneeded by the replica having to catch up with the primary first (decision 022).
        ...(env.DATABASE_REPLICA_URLS.length > 0 ? { readReplicas: env.DATABASE_REPLICA_URLS, readReplicasAfterWriteInterval: 0 } : {}),
        migrationDir: migrationDir('postgres'),
        push: false,
        // Production applies the committed migrations when Payload starts.
        prodMigrations: postgresMigrations,
      }),
    )
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
    components: {
      graphics: { Logo: '@/components/admin/Brand#Logo', Icon: '@/components/admin/Brand#Icon' },
      beforeDashboard: ['@/admissions/admin/AdmissionsDashboard#AdmissionsDashboard'],
    },
  },
  collections: [
    News,
    Events,
    Categories,
    Pages,
    Faculties,
    Programs,
    Partners,
    Redirects,
    Galleries,
    Clubs,
    Team,
    Members,
    Media,
    Documents,
    Videos,
    Applications,
    ApplicationFiles,
    AdmissionsAudit,
    Degrees,
    StudyForms,
    Regions,
    Subscribers,
    NewsletterIssues,
    NewsletterDeliveries,
    Offices,
    ContactMessages,
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
  // Public media on S3 when S3_BUCKET is set, on local disk otherwise (src/storage/mediaStorage.ts).
  // Meta title, description and share image per language on every page-like document (src/fields/seo.ts).
  plugins: [mediaStorage(), seo()],
  // A value the database cannot compare is a 400, a database out of reach a 503 (src/security/restErrors.ts).
  hooks: { afterError: [mapDatabaseErrors] },
  // Scheduled publishing and the other tasks: the production server runs the queue every minute,
  // one instance at a time (src/jobs/runner.ts), so no job runs twice; tests and scripts do not.
  jobs: {
    tasks: [retentionTask, reconcileTask, purgeUnconfirmedTask, sendIssueTask, resumeSendsTask, sendConfirmationsTask, sendContactMessagesTask],
  },
  // A server that starts after a crash first removes what unfinished submissions left behind.
  // Every process that takes sign-ups sends their confirmation e-mails (src/newsletter/confirmations.ts),
  // and every process that takes contact messages e-mails them (src/contact/server/outbox.ts).
  onInit: async (payload) => {
    retrySlugCollisions(payload, slugCollections(payload))
    startConfirmationSender(payload)
    startContactMailer(payload)
    if (!isServing()) return
    await reconcileOnce(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Reconciling applicants’ documents failed' }))
    startJobRunner(payload)
  },
  telemetry: false,
})
