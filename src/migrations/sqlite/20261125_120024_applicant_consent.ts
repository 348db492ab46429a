import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`applications\` ADD \`consent_given_at\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`consent_notice_version\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`consent_language\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`consent_given_at\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`consent_notice_version\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`consent_language\`;`)
}
