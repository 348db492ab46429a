import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirmation_due_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirmation_sent_at\` text;`)
  await db.run(sql`CREATE INDEX \`subscribers_confirmation_due_at_idx\` ON \`subscribers\` (\`confirmation_due_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`subscribers_confirmation_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirmation_due_at\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirmation_sent_at\`;`)
}
