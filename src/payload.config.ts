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
import { allowedAdminOrigins, livePreviewUrl, PREVIEW_BREAKPOINTS } from '@/lib/preview'
import { sendApplicantMessagesTask, startApplicantSender } from '@/admissions/server/messageOutbox'
import { reconcileOnce, reconcileTask } from '@/admissions/server/reconcile'
import { retentionTask } from '@/admissions/server/retention'
import { purgeTrashTask } from '@/trash/purge'
import { guardRequiredReferences } from '@/trash/references'
import { ApplicantMessages } from './collections/admissions/ApplicantMessages'
import { AdmissionsAudit } from './collections/admissions/AdmissionsAudit'
import { ApplicationFiles } from './collections/admissions/ApplicationFiles'
import { Invoices } from './collections/payments/Invoices'
import { PaymentCallbacks } from './collections/payments/PaymentCallbacks'
import { Payments } from './collections/payments/Payments'
import { Applications } from './collections/admissions/Applications'
import { Degrees, Regions, StudyForms } from './collections/admissions/Catalogue'
import { Clubs } from './collections/Clubs'
import { Documents } from './collections/Documents'
import { ContactMessages } from './collections/contact/ContactMessages'
import { Offices } from './collections/contact/Offices'
import { Events } from './collections/Events'
import { EventRegistrations } from './collections/events/EventRegistrations'
import { Categories } from './collections/Categories'
import { Faculties } from './collections/Faculties'
import { Galleries } from './collections/Galleries'
import { Media } from './collections/Media'
import { Members } from './collections/Members'
import { News } from './collections/News'
import { Pages } from './collections/Pages'
import { Partners } from './collections/Partners'
import { Redirects } from './collections/Redirects'
import { StaffNotices } from './collections/StaffNotices'
import { Programs } from './collections/Programs'
import { Team } from './collections/Team'
import { Videos } from './collections/Videos'
import { Users } from './collections/Users'
import { StaffAudit } from './collections/StaffAudit'
import { adminRunsJobs } from './access'
import { withReplicaRouting } from './database/replicas'
import { env } from './env'
import { startJobRunner } from './jobs/runner'
import { reportScheduledPublishFailures } from './notices/schedulePublish'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { sendContactMessagesTask, startContactMailer } from './contact/server/outbox'
import { sendSignUpMailsTask, startSignUpMailer } from './events/server/mailer'
import { startPaymentNotices, tellPaymentsTask } from './payments/server/notices'
import { Contract } from './globals/Contract/config'
import { PaymentSettings } from './globals/PaymentSettings/config'
import { Home } from './globals/Home/config'
import { Menu } from './globals/Menu/config'
import { Settings } from './globals/Settings/config'
import { seo } from './fields/seo'
import { adminI18n } from './i18n/admin/languages'
import { defaultLocale, localeLabels, locales } from './i18n/locales'
import { purgeUnconfirmedTask } from './newsletter/cleanup'
import { sendConfirmationsTask, startConfirmationSender } from './newsletter/confirmations'
import { retrySlugCollisions, slugCollections } from './fields/slugRetry'
import { endSessionsWithoutSecondFactor } from './security/secondFactor/hooks'
import { mapDatabaseErrors } from './security/restErrors'
import { postgresTimeouts, sqliteBusyMillis } from './database/timeouts'
import { withPatientClient } from './database/patientSqlite'
import { Subscribers } from './collections/newsletter/Subscribers'
import { NewsletterDeliveries } from './collections/newsletter/NewsletterDeliveries'
import { NewsletterIssues } from './collections/newsletter/NewsletterIssues'
import { resumeSendsTask, sendIssueTask } from './newsletter/send'
import { mediaStorage } from './storage/mediaStorage'
import { registerWebhook } from './telegram/bot'
import { telegramEnabled } from './telegram/settings'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const migrationDir = (dialect: string) => path.resolve(dirname, 'migrations', dialect)

/** The production server, not a build, a script or a test. */
const isServing = () => env.NODE_ENV === 'production' && env.PAYLOAD_TEST !== '1' && process.env.NEXT_PHASE !== 'phase-production-build'

function database() {
  if (env.isPostgres) {
    return withReplicaRouting(
      postgresAdapter({
        // Replicas get the same options (src/database/timeouts.ts).
        pool: { connectionString: env.DATABASE_URL, ...postgresTimeouts(env) },
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
  // A lock held elsewhere is waited for without stopping the process (src/database/patientSqlite.ts).
  return withPatientClient(
    sqliteAdapter({
      client: { url: `file:${env.SQLITE_FILE}` },
      migrationDir: migrationDir('sqlite'),
      push: false,
      prodMigrations: sqliteMigrations,
      wal: true,
    }),
    sqliteBusyMillis(env),
  )
}

// A scheduled publish that fails is shown to editors, not only marked on its job (src/notices/schedulePublish.ts).
export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: env.SITE_URL,
  // The admin's session works at SITE_URL and at this machine's own addresses, not only the first.
  csrf: allowedAdminOrigins(),
  db: database(),
  editor: lexicalEditor(),
  sharp,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    // The tab title stays readable in every admin language.
    meta: { titleSuffix: ' — Campus' },
    // The page being edited, beside the editor, at a phone's and a desktop's width, in the language
    // being edited; it follows each save, draft and autosave (src/lib/preview.ts, decision 050).
    livePreview: {
      collections: ['news', 'events', 'pages', 'faculties', 'programs'],
      globals: ['home'],
      breakpoints: PREVIEW_BREAKPOINTS,
      url: livePreviewUrl,
    },
    // Day, month, year and a 24-hour clock, as Uzbekistan and Russia write them; Payload's default
    // ("MMMM do yyyy, h:mm a") makes “августа 21-е 2025, 2:05 ПП” in Russian.
    dateFormat: 'd MMMM yyyy, HH:mm',
    // Payload's own picture: Gravatar would send a hash of each staff address to a third party
    // (and the admin's policy allows no outside images).
    avatar: 'default',
    // The university's emblem and name on the sign-in screen and in the navigation.
    components: {
      graphics: { Logo: '@/components/admin/Brand#Logo', Icon: '@/components/admin/Brand#Icon' },
      // What failed out of sight and links that lead nowhere first, then the admissions figures.
      beforeDashboard: [
        '@/notices/admin/NoticesPanel#NoticesPanel',
        '@/redirects/admin/BrokenLinks#BrokenLinks',
        '@/admissions/admin/AdmissionsDashboard#AdmissionsDashboard',
      ],
      // The bursar's reports, which are views, not collections: the day's statement and bank entries.
      afterNavLinks: ['@/payments/admin/InvoiceListTools#PaymentReportsNav'],
      views: {
        paymentsStatement: { Component: '@/payments/admin/StatementView#StatementView', path: '/payments-statement', exact: true },
        paymentsBank: { Component: '@/payments/admin/BankEntryView#BankEntryView', path: '/payments-bank', exact: true },
      },
      // A sign-in asked for a challenge after failed ones is passed by the browser by itself.
      beforeLogin: ['@/components/admin/SignInChallenge#SignInChallenge'],
    },
  },
  // A delete for good never breaks a reference another record requires (src/trash/references.ts).
  collections: guardRequiredReferences([
    News,
    Events,
    Categories,
    Pages,
    Faculties,
    Programs,
    Partners,
    Redirects,
    StaffNotices,
    Galleries,
    Clubs,
    Team,
    Members,
    EventRegistrations,
    Media,
    Documents,
    Videos,
    Applications,
    ApplicationFiles,
    Invoices,
    Payments,
    PaymentCallbacks,
    AdmissionsAudit,
    ApplicantMessages,
    Degrees,
    StudyForms,
    Regions,
    Subscribers,
    NewsletterIssues,
    NewsletterDeliveries,
    Offices,
    ContactMessages,
    Users,
    StaffAudit,
  ]),
  globals: [Home, Settings, Menu, Contract, PaymentSettings],
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
    // Over the API only admins may run, queue or cancel jobs (src/access/index.ts).
    access: { run: adminRunsJobs, queue: adminRunsJobs, cancel: adminRunsJobs },
    tasks: [
      retentionTask,
      purgeTrashTask,
      reconcileTask,
      purgeUnconfirmedTask,
      sendIssueTask,
      resumeSendsTask,
      sendConfirmationsTask,
      sendContactMessagesTask,
      sendSignUpMailsTask,
      sendApplicantMessagesTask,
      tellPaymentsTask,
    ],
  },
  // A server that starts after a crash first removes what unfinished submissions left behind.
  // Every process that takes sign-ups sends their confirmation e-mails (src/newsletter/confirmations.ts),
  // every process that takes contact messages e-mails them (src/contact/server/outbox.ts), every process
  // that takes event sign-ups sends their e-mails (src/events/server/mailer.ts), and every
  // process sends the messages to applicants (e-mail, Telegram) its saves queue (src/admissions/server/messageOutbox.ts).
  onInit: async (payload) => {
    retrySlugCollisions(payload, slugCollections(payload))
    startConfirmationSender(payload)
    startContactMailer(payload)
    startSignUpMailer(payload)
    startApplicantSender(payload)
    startPaymentNotices(payload)
    if (!isServing()) return
    // Sessions that began before a second factor was required end (src/security/secondFactor/hooks.ts).
    await endSessionsWithoutSecondFactor(payload)
    if (telegramEnabled()) void registerWebhook(payload)
    await reconcileOnce(payload).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Reconciling applicants’ documents failed' }))
    startJobRunner(payload)
  },
  telemetry: false,
}).then(reportScheduledPublishFailures)
