import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Applications become visible once whole (src/admissions/server/storeApplication.ts); those stored before were.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`applications\` ADD \`complete\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`applications_complete_idx\` ON \`applications\` (\`complete\`);`)
  await db.run(sql`UPDATE \`applications\` SET \`complete\` = true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`applications_complete_idx\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`complete\`;`)
}
