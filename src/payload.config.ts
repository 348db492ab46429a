// Assembles the parts: database by DATABASE_URL, collections, globals, languages.
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Users } from './collections/Users'
import { env } from './env'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { Menu } from './globals/Menu/config'
import { Settings } from './globals/Settings/config'
import { defaultLocale, localeLabels, locales } from './i18n/locales'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const migrationDir = (dialect: string) => path.resolve(dirname, 'migrations', dialect)

const db = env.isPostgres
  ? postgresAdapter({
      pool: { connectionString: env.DATABASE_URL },
      migrationDir: migrationDir('postgres'),
      push: false,
      // Production applies the committed migrations when Payload starts.
      prodMigrations: postgresMigrations,
    })
  : sqliteAdapter({
      client: { url: `file:${env.SQLITE_FILE}` },
      migrationDir: migrationDir('sqlite'),
      push: false,
      prodMigrations: sqliteMigrations,
      wal: true,
      busyTimeout: 5000,
    })

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: env.SITE_URL,
  db,
  editor: lexicalEditor(),
  sharp,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' — Campus admin' },
  },
  collections: [Pages, Media, Users],
  globals: [Settings, Menu],
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code].name })),
    defaultLocale,
    fallback: true,
  },
  i18n: { supportedLanguages: { en, ru }, fallbackLanguage: 'en' },
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    autoGenerate: false,
  },
  graphQL: { disablePlaygroundInProduction: true },
  telemetry: false,
})
