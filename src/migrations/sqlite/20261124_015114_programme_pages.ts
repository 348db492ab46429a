import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`faculty_id\` integer REFERENCES faculties(id);`)
  await db.run(sql`CREATE INDEX \`news_faculty_idx\` ON \`news\` (\`faculty_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_faculty_id\` integer REFERENCES faculties(id);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_faculty_idx\` ON \`_news_v\` (\`version_faculty_id\`);`)
  await db.run(sql`ALTER TABLE \`programs\` ADD \`slug\` text;`)
  await db.run(sql`ALTER TABLE \`programs\` ADD \`application_deadline\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`programs_slug_idx\` ON \`programs\` (\`slug\`);`)
  await db.run(sql`ALTER TABLE \`programs_locales\` ADD \`overview\` text;`)
  await db.run(sql`ALTER TABLE \`programs_locales\` ADD \`curriculum\` text;`)
  await db.run(sql`ALTER TABLE \`programs_locales\` ADD \`requirements\` text;`)
  await db.run(sql`ALTER TABLE \`programs_locales\` ADD \`careers\` text;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` ADD \`version_slug\` text;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` ADD \`version_application_deadline\` text;`)
  await db.run(sql`CREATE INDEX \`_programs_v_version_version_slug_idx\` ON \`_programs_v\` (\`version_slug\`);`)
  await db.run(sql`ALTER TABLE \`_programs_v_locales\` ADD \`version_overview\` text;`)
  await db.run(sql`ALTER TABLE \`_programs_v_locales\` ADD \`version_curriculum\` text;`)
  await db.run(sql`ALTER TABLE \`_programs_v_locales\` ADD \`version_requirements\` text;`)
  await db.run(sql`ALTER TABLE \`_programs_v_locales\` ADD \`version_careers\` text;`)
  await db.run(sql`ALTER TABLE \`team\` ADD \`faculty_id\` integer REFERENCES faculties(id);`)
  await db.run(sql`CREATE INDEX \`team_faculty_idx\` ON \`team\` (\`faculty_id\`);`)
  await db.run(sql`ALTER TABLE \`_team_v\` ADD \`version_faculty_id\` integer REFERENCES faculties(id);`)
  await db.run(sql`CREATE INDEX \`_team_v_version_version_faculty_idx\` ON \`_team_v\` (\`version_faculty_id\`);`)
  // Programmes stored before they had pages get an address editors can change.
  await db.run(sql`UPDATE \`programs\` SET \`slug\` = 'programme-' || \`id\` WHERE \`slug\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`date\` text,
  	\`cover_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "slug", "category_id", "date", "cover_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "category_id", "date", "cover_id", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_category_idx\` ON \`news\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`news_date_idx\` ON \`news\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`news_cover_idx\` ON \`news\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_date\` text,
  	\`version_cover_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_slug", "version_category_id", "version_date", "version_cover_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_slug", "version_category_id", "version_date", "version_cover_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_category_idx\` ON \`_news_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_date_idx\` ON \`_news_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_cover_idx\` ON \`_news_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_team\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`photo_id\` integer NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_team\`("id", "order", "photo_id", "email", "phone", "updated_at", "created_at") SELECT "id", "order", "photo_id", "email", "phone", "updated_at", "created_at" FROM \`team\`;`)
  await db.run(sql`DROP TABLE \`team\`;`)
  await db.run(sql`ALTER TABLE \`__new_team\` RENAME TO \`team\`;`)
  await db.run(sql`CREATE INDEX \`team_order_idx\` ON \`team\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`team_photo_idx\` ON \`team\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`team_updated_at_idx\` ON \`team\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_created_at_idx\` ON \`team\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__team_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_photo_id\` integer NOT NULL,
  	\`version_email\` text,
  	\`version_phone\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__team_v\`("id", "parent_id", "version_order", "version_photo_id", "version_email", "version_phone", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_order", "version_photo_id", "version_email", "version_phone", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_team_v\`;`)
  await db.run(sql`DROP TABLE \`_team_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__team_v\` RENAME TO \`_team_v\`;`)
  await db.run(sql`CREATE INDEX \`_team_v_parent_idx\` ON \`_team_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_version_version_order_idx\` ON \`_team_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_version_version_photo_idx\` ON \`_team_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_version_version_updated_at_idx\` ON \`_team_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_version_version_created_at_idx\` ON \`_team_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_created_at_idx\` ON \`_team_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_v_updated_at_idx\` ON \`_team_v\` (\`updated_at\`);`)
  await db.run(sql`DROP INDEX \`programs_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`programs\` DROP COLUMN \`slug\`;`)
  await db.run(sql`ALTER TABLE \`programs\` DROP COLUMN \`application_deadline\`;`)
  await db.run(sql`DROP INDEX \`_programs_v_version_version_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` DROP COLUMN \`version_slug\`;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` DROP COLUMN \`version_application_deadline\`;`)
  await db.run(sql`ALTER TABLE \`programs_locales\` DROP COLUMN \`overview\`;`)
  await db.run(sql`ALTER TABLE \`programs_locales\` DROP COLUMN \`curriculum\`;`)
  await db.run(sql`ALTER TABLE \`programs_locales\` DROP COLUMN \`requirements\`;`)
  await db.run(sql`ALTER TABLE \`programs_locales\` DROP COLUMN \`careers\`;`)
  await db.run(sql`ALTER TABLE \`_programs_v_locales\` DROP COLUMN \`version_overview\`;`)
  await db.run(sql`ALTER TABLE \`_programs_v_locales\` DROP COLUMN \`version_curriculum\`;`)
  await db.run(sql`ALTER TABLE \`_programs_v_locales\` DROP COLUMN \`version_requirements\`;`)
  await db.run(sql`ALTER TABLE \`_programs_v_locales\` DROP COLUMN \`version_careers\`;`)
}
