import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`events_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`events_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`events_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`events_meta_meta_image_idx\` ON \`events_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_events_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_meta_version_meta_image_idx\` ON \`_events_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`faculties_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`faculties_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`faculties_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`faculties_meta_meta_image_idx\` ON \`faculties_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_faculties_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_faculties_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_faculties_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_meta_version_meta_image_idx\` ON \`_faculties_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`programs_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`programs_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`programs_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`programs_meta_meta_image_idx\` ON \`programs_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_programs_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_programs_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_programs_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_programs_v_version_meta_version_meta_image_idx\` ON \`_programs_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`partners_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`partners_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`partners_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`partners_meta_meta_image_idx\` ON \`partners_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_partners_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_partners_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_partners_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_meta_version_meta_image_idx\` ON \`_partners_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`galleries_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`galleries_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`galleries_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`galleries_meta_meta_image_idx\` ON \`galleries_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_galleries_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_galleries_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_galleries_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_meta_version_meta_image_idx\` ON \`_galleries_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`home_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`home_meta_meta_image_idx\` ON \`home_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_meta_version_meta_image_idx\` ON \`_home_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_locales\`("title", "excerpt", "body", "id", "_locale", "_parent_id") SELECT "title", "excerpt", "body", "id", "_locale", "_parent_id" FROM \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_locales\` RENAME TO \`news_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v_locales\`("version_title", "version_excerpt", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_excerpt", "version_body", "id", "_locale", "_parent_id" FROM \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v_locales\` RENAME TO \`_news_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_locales\` (
  	\`title\` text,
  	\`place\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_locales\`("title", "place", "excerpt", "body", "id", "_locale", "_parent_id") SELECT "title", "place", "excerpt", "body", "id", "_locale", "_parent_id" FROM \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_locales\` RENAME TO \`events_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__events_v_locales\` (
  	\`version_title\` text,
  	\`version_place\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__events_v_locales\`("version_title", "version_place", "version_excerpt", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_place", "version_excerpt", "version_body", "id", "_locale", "_parent_id" FROM \`_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__events_v_locales\` RENAME TO \`_events_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_locales_locale_parent_id_unique\` ON \`_events_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text,
  	\`banner_title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "banner_title", "body", "id", "_locale", "_parent_id") SELECT "title", "banner_title", "body", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_locales\` (
  	\`version_title\` text,
  	\`version_banner_title\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_locales\`("version_title", "version_banner_title", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_banner_title", "version_body", "id", "_locale", "_parent_id" FROM \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_locales\` RENAME TO \`_pages_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_faculties_locales\` (
  	\`name\` text NOT NULL,
  	\`dean\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faculties_locales\`("name", "dean", "summary", "description", "id", "_locale", "_parent_id") SELECT "name", "dean", "summary", "description", "id", "_locale", "_parent_id" FROM \`faculties_locales\`;`)
  await db.run(sql`DROP TABLE \`faculties_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_faculties_locales\` RENAME TO \`faculties_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faculties_locales_locale_parent_id_unique\` ON \`faculties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__faculties_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`version_dean\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faculties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__faculties_v_locales\`("version_name", "version_dean", "version_summary", "version_description", "id", "_locale", "_parent_id") SELECT "version_name", "version_dean", "version_summary", "version_description", "id", "_locale", "_parent_id" FROM \`_faculties_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_faculties_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__faculties_v_locales\` RENAME TO \`_faculties_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_faculties_v_locales_locale_parent_id_unique\` ON \`_faculties_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_programs_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_programs_locales\`("name", "id", "_locale", "_parent_id") SELECT "name", "id", "_locale", "_parent_id" FROM \`programs_locales\`;`)
  await db.run(sql`DROP TABLE \`programs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_programs_locales\` RENAME TO \`programs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`programs_locales_locale_parent_id_unique\` ON \`programs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__programs_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_programs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__programs_v_locales\`("version_name", "id", "_locale", "_parent_id") SELECT "version_name", "id", "_locale", "_parent_id" FROM \`_programs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_programs_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__programs_v_locales\` RENAME TO \`_programs_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_programs_v_locales_locale_parent_id_unique\` ON \`_programs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_partners_locales\` (
  	\`name\` text NOT NULL,
  	\`country\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_partners_locales\`("name", "country", "summary", "description", "id", "_locale", "_parent_id") SELECT "name", "country", "summary", "description", "id", "_locale", "_parent_id" FROM \`partners_locales\`;`)
  await db.run(sql`DROP TABLE \`partners_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_partners_locales\` RENAME TO \`partners_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`partners_locales_locale_parent_id_unique\` ON \`partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__partners_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`version_country\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_partners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__partners_v_locales\`("version_name", "version_country", "version_summary", "version_description", "id", "_locale", "_parent_id") SELECT "version_name", "version_country", "version_summary", "version_description", "id", "_locale", "_parent_id" FROM \`_partners_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_partners_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__partners_v_locales\` RENAME TO \`_partners_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_partners_v_locales_locale_parent_id_unique\` ON \`_partners_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_galleries_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_galleries_locales\`("title", "id", "_locale", "_parent_id") SELECT "title", "id", "_locale", "_parent_id" FROM \`galleries_locales\`;`)
  await db.run(sql`DROP TABLE \`galleries_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_galleries_locales\` RENAME TO \`galleries_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`galleries_locales_locale_parent_id_unique\` ON \`galleries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__galleries_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_galleries_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__galleries_v_locales\`("version_title", "id", "_locale", "_parent_id") SELECT "version_title", "id", "_locale", "_parent_id" FROM \`_galleries_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_galleries_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__galleries_v_locales\` RENAME TO \`_galleries_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_galleries_v_locales_locale_parent_id_unique\` ON \`_galleries_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_locales\` (
  	\`banner_title\` text,
  	\`banner_subtitle\` text,
  	\`about_title\` text,
  	\`about_text\` text,
  	\`journey_title\` text,
  	\`faculties_title\` text,
  	\`news_title\` text,
  	\`events_title\` text,
  	\`partners_title\` text,
  	\`clubs_title\` text,
  	\`gallery_title\` text,
  	\`team_title\` text,
  	\`rector_title\` text,
  	\`rector_name\` text,
  	\`rector_quote\` text,
  	\`tuition_title\` text,
  	\`tuition_text\` text,
  	\`contact_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_locales\`("banner_title", "banner_subtitle", "about_title", "about_text", "journey_title", "faculties_title", "news_title", "events_title", "partners_title", "clubs_title", "gallery_title", "team_title", "rector_title", "rector_name", "rector_quote", "tuition_title", "tuition_text", "contact_title", "id", "_locale", "_parent_id") SELECT "banner_title", "banner_subtitle", "about_title", "about_text", "journey_title", "faculties_title", "news_title", "events_title", "partners_title", "clubs_title", "gallery_title", "team_title", "rector_title", "rector_name", "rector_quote", "tuition_title", "tuition_text", "contact_title", "id", "_locale", "_parent_id" FROM \`home_locales\`;`)
  await db.run(sql`DROP TABLE \`home_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_locales\` RENAME TO \`home_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`home_locales_locale_parent_id_unique\` ON \`home_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v_locales\` (
  	\`version_banner_title\` text,
  	\`version_banner_subtitle\` text,
  	\`version_about_title\` text,
  	\`version_about_text\` text,
  	\`version_journey_title\` text,
  	\`version_faculties_title\` text,
  	\`version_news_title\` text,
  	\`version_events_title\` text,
  	\`version_partners_title\` text,
  	\`version_clubs_title\` text,
  	\`version_gallery_title\` text,
  	\`version_team_title\` text,
  	\`version_rector_title\` text,
  	\`version_rector_name\` text,
  	\`version_rector_quote\` text,
  	\`version_tuition_title\` text,
  	\`version_tuition_text\` text,
  	\`version_contact_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__home_v_locales\`("version_banner_title", "version_banner_subtitle", "version_about_title", "version_about_text", "version_journey_title", "version_faculties_title", "version_news_title", "version_events_title", "version_partners_title", "version_clubs_title", "version_gallery_title", "version_team_title", "version_rector_title", "version_rector_name", "version_rector_quote", "version_tuition_title", "version_tuition_text", "version_contact_title", "id", "_locale", "_parent_id") SELECT "version_banner_title", "version_banner_subtitle", "version_about_title", "version_about_text", "version_journey_title", "version_faculties_title", "version_news_title", "version_events_title", "version_partners_title", "version_clubs_title", "version_gallery_title", "version_team_title", "version_rector_title", "version_rector_name", "version_rector_quote", "version_tuition_title", "version_tuition_text", "version_contact_title", "id", "_locale", "_parent_id" FROM \`_home_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v_locales\` RENAME TO \`_home_v_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_locales_locale_parent_id_unique\` ON \`_home_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}
