import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`application_files_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by\` text,
  	\`event\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`application_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`application_files_history_order_idx\` ON \`application_files_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`application_files_history_parent_id_idx\` ON \`application_files_history\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`application_files\` ADD \`state\` text DEFAULT 'received';`)
  await db.run(sql`ALTER TABLE \`application_files\` ADD \`replacement_reason\` text;`)
  await db.run(sql`ALTER TABLE \`application_files\` ADD \`requested_at\` text;`)
  await db.run(sql`ALTER TABLE \`application_files\` ADD \`requested_by\` text;`)
  await db.run(sql`ALTER TABLE \`application_files\` ADD \`request_emailed_at\` text;`)
  await db.run(sql`ALTER TABLE \`application_files\` ADD \`replaced_at\` text;`)
  await db.run(sql`CREATE INDEX \`application_files_state_idx\` ON \`application_files\` (\`state\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`application_files_history\`;`)
  await db.run(sql`DROP INDEX \`application_files_state_idx\`;`)
  await db.run(sql`ALTER TABLE \`application_files\` DROP COLUMN \`state\`;`)
  await db.run(sql`ALTER TABLE \`application_files\` DROP COLUMN \`replacement_reason\`;`)
  await db.run(sql`ALTER TABLE \`application_files\` DROP COLUMN \`requested_at\`;`)
  await db.run(sql`ALTER TABLE \`application_files\` DROP COLUMN \`requested_by\`;`)
  await db.run(sql`ALTER TABLE \`application_files\` DROP COLUMN \`request_emailed_at\`;`)
  await db.run(sql`ALTER TABLE \`application_files\` DROP COLUMN \`replaced_at\`;`)
}
