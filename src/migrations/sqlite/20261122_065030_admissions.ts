import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`programs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`study_forms_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`study_forms_id\`) REFERENCES \`study_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programs_rels_order_idx\` ON \`programs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`programs_rels_parent_idx\` ON \`programs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`programs_rels_path_idx\` ON \`programs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`programs_rels_study_forms_id_idx\` ON \`programs_rels\` (\`study_forms_id\`);`)
  await db.run(sql`CREATE TABLE \`applications_status_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by\` text,
  	\`from\` text,
  	\`to\` text NOT NULL,
  	\`comment\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_status_log_order_idx\` ON \`applications_status_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`applications_status_log_parent_id_idx\` ON \`applications_status_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_number\` text NOT NULL,
  	\`status\` text DEFAULT 'not_confirmed' NOT NULL,
  	\`locale\` text DEFAULT 'en' NOT NULL,
  	\`status_comment\` text,
  	\`degree_id\` integer NOT NULL,
  	\`study_form_id\` integer NOT NULL,
  	\`program_id\` integer NOT NULL,
  	\`faculty_id\` integer,
  	\`region_id\` integer NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`middle_name\` text,
  	\`gender\` text NOT NULL,
  	\`birth_date\` text NOT NULL,
  	\`birth_place\` text NOT NULL,
  	\`citizenship\` text NOT NULL,
  	\`passport_series\` text NOT NULL,
  	\`passport_number\` text NOT NULL,
  	\`passport_issued_by\` text NOT NULL,
  	\`passport_issue_date\` text NOT NULL,
  	\`passport_expiry_date\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`phone_extra\` text,
  	\`telegram_phone\` text,
  	\`email\` text NOT NULL,
  	\`temporary_address\` text,
  	\`permanent_address\` text NOT NULL,
  	\`father_name\` text,
  	\`father_phone\` text,
  	\`mother_name\` text,
  	\`mother_phone\` text,
  	\`institution_name\` text NOT NULL,
  	\`institution_address\` text,
  	\`is_transfer\` integer DEFAULT false,
  	\`course\` numeric,
  	\`semester\` numeric,
  	\`study_from\` text,
  	\`study_to\` text,
  	\`decided_at\` text,
  	\`passport_key\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`degree_id\`) REFERENCES \`degrees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`study_form_id\`) REFERENCES \`study_forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`program_id\`) REFERENCES \`programs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`region_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`applications_application_number_idx\` ON \`applications\` (\`application_number\`);`)
  await db.run(sql`CREATE INDEX \`applications_status_idx\` ON \`applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`applications_degree_idx\` ON \`applications\` (\`degree_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_study_form_idx\` ON \`applications\` (\`study_form_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_program_idx\` ON \`applications\` (\`program_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_faculty_idx\` ON \`applications\` (\`faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_region_idx\` ON \`applications\` (\`region_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_passport_series_idx\` ON \`applications\` (\`passport_series\`);`)
  await db.run(sql`CREATE INDEX \`applications_passport_number_idx\` ON \`applications\` (\`passport_number\`);`)
  await db.run(sql`CREATE INDEX \`applications_is_transfer_idx\` ON \`applications\` (\`is_transfer\`);`)
  await db.run(sql`CREATE INDEX \`applications_decided_at_idx\` ON \`applications\` (\`decided_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_passport_key_idx\` ON \`applications\` (\`passport_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`applications_idempotency_key_idx\` ON \`applications\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`applications_updated_at_idx\` ON \`applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_created_at_idx\` ON \`applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`application_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`original_name\` text NOT NULL,
  	\`stored_name\` text NOT NULL,
  	\`mime_type\` text NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`application_files_application_idx\` ON \`application_files\` (\`application_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`application_files_stored_name_idx\` ON \`application_files\` (\`stored_name\`);`)
  await db.run(sql`CREATE INDEX \`application_files_updated_at_idx\` ON \`application_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`application_files_created_at_idx\` ON \`application_files\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`degrees\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`degrees_code_idx\` ON \`degrees\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`degrees_order_idx\` ON \`degrees\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`degrees_updated_at_idx\` ON \`degrees\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`degrees_created_at_idx\` ON \`degrees\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`degrees_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`degrees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`degrees_locales_locale_parent_id_unique\` ON \`degrees_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`study_forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`study_forms_code_idx\` ON \`study_forms\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`study_forms_order_idx\` ON \`study_forms\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`study_forms_updated_at_idx\` ON \`study_forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`study_forms_created_at_idx\` ON \`study_forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`study_forms_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`study_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`study_forms_locales_locale_parent_id_unique\` ON \`study_forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`regions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`regions_code_idx\` ON \`regions\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`regions_order_idx\` ON \`regions\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`regions_updated_at_idx\` ON \`regions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`regions_created_at_idx\` ON \`regions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`regions_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`regions_locales_locale_parent_id_unique\` ON \`regions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contract_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contract\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contract_sections_order_idx\` ON \`contract_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contract_sections_parent_id_idx\` ON \`contract_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contract_sections_locales\` (
  	\`heading\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contract_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contract_sections_locales_locale_parent_id_unique\` ON \`contract_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contract\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`contract_locales\` (
  	\`title\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`university\` text NOT NULL,
  	\`student_lines\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contract\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contract_locales_locale_parent_id_unique\` ON \`contract_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  // Existing programmes keep their degree and forms: the codes they used become catalogue entries.
  await db.run(sql`INSERT INTO \`degrees\` (\`code\`) SELECT DISTINCT \`degree\` FROM \`programs\` WHERE \`degree\` IS NOT NULL;`)
  await db.run(sql`INSERT INTO \`degrees_locales\` (\`name\`, \`_locale\`, \`_parent_id\`) SELECT \`code\`, 'en', \`id\` FROM \`degrees\`;`)
  await db.run(sql`INSERT INTO \`study_forms\` (\`code\`) SELECT DISTINCT \`value\` FROM \`programs_study_forms\` WHERE \`value\` IS NOT NULL;`)
  await db.run(sql`INSERT INTO \`study_forms_locales\` (\`name\`, \`_locale\`, \`_parent_id\`) SELECT \`code\`, 'en', \`id\` FROM \`study_forms\`;`)
  await db.run(sql`INSERT INTO \`programs_rels\` (\`order\`, \`parent_id\`, \`path\`, \`study_forms_id\`) SELECT f.\`order\`, f.\`parent_id\`, 'studyForms', s.\`id\` FROM \`programs_study_forms\` f JOIN \`study_forms\` s ON s.\`code\` = f.\`value\`;`)
  await db.run(sql`DROP TABLE \`programs_study_forms\`;`)
  // SQLite cannot add a NOT NULL column to existing rows; Payload requires the degree on every save.
  await db.run(sql`ALTER TABLE \`programs\` ADD \`degree_id\` integer REFERENCES degrees(id);`)
  await db.run(sql`UPDATE \`programs\` SET \`degree_id\` = (SELECT \`id\` FROM \`degrees\` WHERE \`degrees\`.\`code\` = \`programs\`.\`degree\`);`)
  await db.run(sql`ALTER TABLE \`programs\` ADD \`admission_open\` integer DEFAULT true;`)
  await db.run(sql`CREATE INDEX \`programs_degree_idx\` ON \`programs\` (\`degree_id\`);`)
  await db.run(sql`ALTER TABLE \`programs\` DROP COLUMN \`degree\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`applications_id\` integer REFERENCES applications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`application_files_id\` integer REFERENCES application_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`degrees_id\` integer REFERENCES degrees(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`study_forms_id\` integer REFERENCES study_forms(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`regions_id\` integer REFERENCES regions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_files_id_idx\` ON \`payload_locked_documents_rels\` (\`application_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_degrees_id_idx\` ON \`payload_locked_documents_rels\` (\`degrees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_study_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`study_forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regions_id_idx\` ON \`payload_locked_documents_rels\` (\`regions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`programs_study_forms\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programs_study_forms_order_idx\` ON \`programs_study_forms\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`programs_study_forms_parent_idx\` ON \`programs_study_forms\` (\`parent_id\`);`)
  await db.run(sql`DROP TABLE \`programs_rels\`;`)
  await db.run(sql`DROP TABLE \`applications_status_log\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`DROP TABLE \`application_files\`;`)
  await db.run(sql`DROP TABLE \`degrees\`;`)
  await db.run(sql`DROP TABLE \`degrees_locales\`;`)
  await db.run(sql`DROP TABLE \`study_forms\`;`)
  await db.run(sql`DROP TABLE \`study_forms_locales\`;`)
  await db.run(sql`DROP TABLE \`regions\`;`)
  await db.run(sql`DROP TABLE \`regions_locales\`;`)
  await db.run(sql`DROP TABLE \`contract_sections\`;`)
  await db.run(sql`DROP TABLE \`contract_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`contract\`;`)
  await db.run(sql`DROP TABLE \`contract_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_programs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`faculty_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`degree\` text NOT NULL,
  	\`duration_years\` numeric NOT NULL,
  	\`tuition_fee\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_programs\`("id", "code", "faculty_id", "order", "degree", "duration_years", "tuition_fee", "updated_at", "created_at") SELECT "id", "code", "faculty_id", "order", "degree", "duration_years", "tuition_fee", "updated_at", "created_at" FROM \`programs\`;`)
  await db.run(sql`DROP TABLE \`programs\`;`)
  await db.run(sql`ALTER TABLE \`__new_programs\` RENAME TO \`programs\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`programs_faculty_idx\` ON \`programs\` (\`faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`programs_order_idx\` ON \`programs\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`programs_updated_at_idx\` ON \`programs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programs_created_at_idx\` ON \`programs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`events_id\` integer,
  	\`pages_id\` integer,
  	\`faculties_id\` integer,
  	\`programs_id\` integer,
  	\`partners_id\` integer,
  	\`galleries_id\` integer,
  	\`clubs_id\` integer,
  	\`team_id\` integer,
  	\`members_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faculties_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programs_id\`) REFERENCES \`programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clubs_id\`) REFERENCES \`clubs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "pages_id", "faculties_id", "programs_id", "partners_id", "galleries_id", "clubs_id", "team_id", "members_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "pages_id", "faculties_id", "programs_id", "partners_id", "galleries_id", "clubs_id", "team_id", "members_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faculties_id_idx\` ON \`payload_locked_documents_rels\` (\`faculties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`programs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clubs_id_idx\` ON \`payload_locked_documents_rels\` (\`clubs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_id_idx\` ON \`payload_locked_documents_rels\` (\`team_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
