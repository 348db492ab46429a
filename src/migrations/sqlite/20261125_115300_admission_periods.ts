import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The programme's former "Applications until" day becomes the closing moment of its own
// admission period: 23:59 of that day in Tashkent (docs/decisions/034-admission-periods.md).
const END_OF_DAY = (column: string) => sql.raw(`date(\`${column}\`, '+5 hours') || 'T18:59:00.000Z'`)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`programs\` ADD \`admission_period_opens_at\` text;`)
  await db.run(sql`ALTER TABLE \`programs\` ADD \`admission_period_opensat_tz\` text DEFAULT 'Asia/Tashkent';`)
  await db.run(sql`ALTER TABLE \`programs\` ADD \`admission_period_closes_at\` text;`)
  await db.run(sql`ALTER TABLE \`programs\` ADD \`admission_period_closesat_tz\` text DEFAULT 'Asia/Tashkent';`)
  await db.run(sql`UPDATE \`programs\` SET \`admission_period_closes_at\` = ${END_OF_DAY('application_deadline')} WHERE \`application_deadline\` IS NOT NULL;`)
  await db.run(sql`ALTER TABLE \`programs\` DROP COLUMN \`application_deadline\`;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` ADD \`version_admission_period_opens_at\` text;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` ADD \`version_admission_period_opensat_tz\` text DEFAULT 'Asia/Tashkent';`)
  await db.run(sql`ALTER TABLE \`_programs_v\` ADD \`version_admission_period_closes_at\` text;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` ADD \`version_admission_period_closesat_tz\` text DEFAULT 'Asia/Tashkent';`)
  await db.run(sql`UPDATE \`_programs_v\` SET \`version_admission_period_closes_at\` = ${END_OF_DAY('version_application_deadline')} WHERE \`version_application_deadline\` IS NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` DROP COLUMN \`version_application_deadline\`;`)
  await db.run(sql`ALTER TABLE \`degrees\` ADD \`admission_period_opens_at\` text;`)
  await db.run(sql`ALTER TABLE \`degrees\` ADD \`admission_period_opensat_tz\` text DEFAULT 'Asia/Tashkent';`)
  await db.run(sql`ALTER TABLE \`degrees\` ADD \`admission_period_closes_at\` text;`)
  await db.run(sql`ALTER TABLE \`degrees\` ADD \`admission_period_closesat_tz\` text DEFAULT 'Asia/Tashkent';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`programs\` ADD \`application_deadline\` text;`)
  await db.run(sql`UPDATE \`programs\` SET \`application_deadline\` = \`admission_period_closes_at\`;`)
  await db.run(sql`ALTER TABLE \`programs\` DROP COLUMN \`admission_period_opens_at\`;`)
  await db.run(sql`ALTER TABLE \`programs\` DROP COLUMN \`admission_period_opensat_tz\`;`)
  await db.run(sql`ALTER TABLE \`programs\` DROP COLUMN \`admission_period_closes_at\`;`)
  await db.run(sql`ALTER TABLE \`programs\` DROP COLUMN \`admission_period_closesat_tz\`;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` ADD \`version_application_deadline\` text;`)
  await db.run(sql`UPDATE \`_programs_v\` SET \`version_application_deadline\` = \`version_admission_period_closes_at\`;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` DROP COLUMN \`version_admission_period_opens_at\`;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` DROP COLUMN \`version_admission_period_opensat_tz\`;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` DROP COLUMN \`version_admission_period_closes_at\`;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` DROP COLUMN \`version_admission_period_closesat_tz\`;`)
  await db.run(sql`ALTER TABLE \`degrees\` DROP COLUMN \`admission_period_opens_at\`;`)
  await db.run(sql`ALTER TABLE \`degrees\` DROP COLUMN \`admission_period_opensat_tz\`;`)
  await db.run(sql`ALTER TABLE \`degrees\` DROP COLUMN \`admission_period_closes_at\`;`)
  await db.run(sql`ALTER TABLE \`degrees\` DROP COLUMN \`admission_period_closesat_tz\`;`)
}
