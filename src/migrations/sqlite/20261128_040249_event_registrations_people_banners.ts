import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { type NameRow, personSlugs } from '../../fields/personSlugs'

/** Each person already listed gets their page's address (src/fields/personSlugs.ts). */
async function giveSlugs(db: MigrateUpArgs['db'], table: 'team' | 'members') {
  const rows = await db.all<NameRow>(
    sql.raw(`SELECT p.id AS id, l._locale AS locale, l.name AS name FROM ${table} p LEFT JOIN ${table}_locales l ON l._parent_id = p.id ORDER BY p.id`),
  )
  for (const [id, slug] of personSlugs(rows)) await db.run(sql`UPDATE ${sql.identifier(table)} SET slug = ${slug} WHERE id = ${id}`)
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`event_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`locale\` text DEFAULT 'en' NOT NULL,
  	\`state\` text DEFAULT 'confirmed' NOT NULL,
  	\`cancelled_at\` text,
  	\`cancel_token_hash\` text,
  	\`mail_due_at\` text,
  	\`mail_kind\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`event_registrations_event_idx\` ON \`event_registrations\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_email_idx\` ON \`event_registrations\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_state_idx\` ON \`event_registrations\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_cancel_token_hash_idx\` ON \`event_registrations\` (\`cancel_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_mail_due_at_idx\` ON \`event_registrations\` (\`mail_due_at\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_updated_at_idx\` ON \`event_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_created_at_idx\` ON \`event_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_email_idx\` ON \`event_registrations\` (\`event_id\`,\`email\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`registration_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`registration_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`registration_waiting_list\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`registration_closes_at\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_registration_open\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_registration_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_registration_waiting_list\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_registration_closes_at\` text;`)
  await db.run(sql`ALTER TABLE \`faculties\` ADD \`banner_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`faculties_banner_idx\` ON \`faculties\` (\`banner_id\`);`)
  await db.run(sql`ALTER TABLE \`_faculties_v\` ADD \`version_banner_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_banner_idx\` ON \`_faculties_v\` (\`version_banner_id\`);`)
  await db.run(sql`ALTER TABLE \`programs\` ADD \`banner_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`programs_banner_idx\` ON \`programs\` (\`banner_id\`);`)
  await db.run(sql`ALTER TABLE \`programs_locales\` ADD \`outcomes\` text;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` ADD \`version_banner_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_programs_v_version_version_banner_idx\` ON \`_programs_v\` (\`version_banner_id\`);`)
  await db.run(sql`ALTER TABLE \`_programs_v_locales\` ADD \`version_outcomes\` text;`)
  await db.run(sql`ALTER TABLE \`team\` ADD \`slug\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`team_slug_idx\` ON \`team\` (\`slug\`);`)
  await db.run(sql`ALTER TABLE \`team_locales\` ADD \`office\` text;`)
  await db.run(sql`ALTER TABLE \`team_locales\` ADD \`office_hours\` text;`)
  await db.run(sql`ALTER TABLE \`_team_v\` ADD \`version_slug\` text;`)
  await db.run(sql`CREATE INDEX \`_team_v_version_version_slug_idx\` ON \`_team_v\` (\`version_slug\`);`)
  await db.run(sql`ALTER TABLE \`_team_v_locales\` ADD \`version_office\` text;`)
  await db.run(sql`ALTER TABLE \`_team_v_locales\` ADD \`version_office_hours\` text;`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`faculty_id\` integer REFERENCES faculties(id);`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`slug\` text;`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`email\` text;`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`phone\` text;`)
  await db.run(sql`CREATE INDEX \`members_faculty_idx\` ON \`members\` (\`faculty_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`members_slug_idx\` ON \`members\` (\`slug\`);`)
  await db.run(sql`ALTER TABLE \`members_locales\` ADD \`bio\` text;`)
  await db.run(sql`ALTER TABLE \`members_locales\` ADD \`office\` text;`)
  await db.run(sql`ALTER TABLE \`members_locales\` ADD \`office_hours\` text;`)
  await db.run(sql`ALTER TABLE \`_members_v\` ADD \`version_faculty_id\` integer REFERENCES faculties(id);`)
  await db.run(sql`ALTER TABLE \`_members_v\` ADD \`version_slug\` text;`)
  await db.run(sql`ALTER TABLE \`_members_v\` ADD \`version_email\` text;`)
  await db.run(sql`ALTER TABLE \`_members_v\` ADD \`version_phone\` text;`)
  await db.run(sql`CREATE INDEX \`_members_v_version_version_faculty_idx\` ON \`_members_v\` (\`version_faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`_members_v_version_version_slug_idx\` ON \`_members_v\` (\`version_slug\`);`)
  await db.run(sql`ALTER TABLE \`_members_v_locales\` ADD \`version_bio\` text;`)
  await db.run(sql`ALTER TABLE \`_members_v_locales\` ADD \`version_office\` text;`)
  await db.run(sql`ALTER TABLE \`_members_v_locales\` ADD \`version_office_hours\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`event_registrations_id\` integer REFERENCES event_registrations(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`event_registrations_id\`);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`section_banners_faculties_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`section_banners_programmes_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`section_banners_news_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`section_banners_events_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`section_banners_documents_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`section_banners_contact_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`section_banners_admissions_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`section_banners_search_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`section_banners_people_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`settings_section_banners_section_banners_faculties_idx\` ON \`settings\` (\`section_banners_faculties_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_section_banners_section_banners_programmes_idx\` ON \`settings\` (\`section_banners_programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_section_banners_section_banners_news_idx\` ON \`settings\` (\`section_banners_news_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_section_banners_section_banners_events_idx\` ON \`settings\` (\`section_banners_events_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_section_banners_section_banners_documents_idx\` ON \`settings\` (\`section_banners_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_section_banners_section_banners_contact_idx\` ON \`settings\` (\`section_banners_contact_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_section_banners_section_banners_admissions_idx\` ON \`settings\` (\`section_banners_admissions_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_section_banners_section_banners_search_idx\` ON \`settings\` (\`section_banners_search_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_section_banners_section_banners_people_idx\` ON \`settings\` (\`section_banners_people_id\`);`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_section_banners_faculties_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_section_banners_programmes_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_section_banners_news_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_section_banners_events_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_section_banners_documents_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_section_banners_contact_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_section_banners_admissions_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_section_banners_search_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_settings_v\` ADD \`version_section_banners_people_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_section_banners_version_section_bann_idx\` ON \`_settings_v\` (\`version_section_banners_faculties_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_section_banners_version_section_ba_1_idx\` ON \`_settings_v\` (\`version_section_banners_programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_section_banners_version_section_ba_2_idx\` ON \`_settings_v\` (\`version_section_banners_news_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_section_banners_version_section_ba_3_idx\` ON \`_settings_v\` (\`version_section_banners_events_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_section_banners_version_section_ba_4_idx\` ON \`_settings_v\` (\`version_section_banners_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_section_banners_version_section_ba_5_idx\` ON \`_settings_v\` (\`version_section_banners_contact_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_section_banners_version_section_ba_6_idx\` ON \`_settings_v\` (\`version_section_banners_admissions_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_section_banners_version_section_ba_7_idx\` ON \`_settings_v\` (\`version_section_banners_search_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_section_banners_version_section_ba_8_idx\` ON \`_settings_v\` (\`version_section_banners_people_id\`);`)
  await giveSlugs(db, 'team')
  await giveSlugs(db, 'members')
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`event_registrations\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_faculties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 100,
  	\`image_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faculties\`("id", "slug", "order", "image_id", "updated_at", "created_at", "deleted_at") SELECT "id", "slug", "order", "image_id", "updated_at", "created_at", "deleted_at" FROM \`faculties\`;`)
  await db.run(sql`DROP TABLE \`faculties\`;`)
  await db.run(sql`ALTER TABLE \`__new_faculties\` RENAME TO \`faculties\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faculties_slug_idx\` ON \`faculties\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`faculties_order_idx\` ON \`faculties\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faculties_image_idx\` ON \`faculties\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`faculties_updated_at_idx\` ON \`faculties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faculties_created_at_idx\` ON \`faculties\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faculties_deleted_at_idx\` ON \`faculties\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__faculties_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_image_id\` integer NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__faculties_v\`("id", "parent_id", "version_slug", "version_order", "version_image_id", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_slug", "version_order", "version_image_id", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at" FROM \`_faculties_v\`;`)
  await db.run(sql`DROP TABLE \`_faculties_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__faculties_v\` RENAME TO \`_faculties_v\`;`)
  await db.run(sql`CREATE INDEX \`_faculties_v_parent_idx\` ON \`_faculties_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_slug_idx\` ON \`_faculties_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_order_idx\` ON \`_faculties_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_image_idx\` ON \`_faculties_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_updated_at_idx\` ON \`_faculties_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_created_at_idx\` ON \`_faculties_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_deleted_at_idx\` ON \`_faculties_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_created_at_idx\` ON \`_faculties_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faculties_v_updated_at_idx\` ON \`_faculties_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_programs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`code\` text,
  	\`faculty_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`degree_id\` integer NOT NULL,
  	\`admission_open\` integer DEFAULT true,
  	\`duration_years\` numeric NOT NULL,
  	\`tuition_fee\` numeric NOT NULL,
  	\`admission_period_opens_at\` text,
  	\`admission_period_opensat_tz\` text DEFAULT 'Asia/Tashkent',
  	\`admission_period_closes_at\` text,
  	\`admission_period_closesat_tz\` text DEFAULT 'Asia/Tashkent',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`degree_id\`) REFERENCES \`degrees\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_programs\`("id", "slug", "code", "faculty_id", "order", "degree_id", "admission_open", "duration_years", "tuition_fee", "admission_period_opens_at", "admission_period_opensat_tz", "admission_period_closes_at", "admission_period_closesat_tz", "updated_at", "created_at", "deleted_at") SELECT "id", "slug", "code", "faculty_id", "order", "degree_id", "admission_open", "duration_years", "tuition_fee", "admission_period_opens_at", "admission_period_opensat_tz", "admission_period_closes_at", "admission_period_closesat_tz", "updated_at", "created_at", "deleted_at" FROM \`programs\`;`)
  await db.run(sql`DROP TABLE \`programs\`;`)
  await db.run(sql`ALTER TABLE \`__new_programs\` RENAME TO \`programs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`programs_slug_idx\` ON \`programs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`programs_faculty_idx\` ON \`programs\` (\`faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`programs_order_idx\` ON \`programs\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`programs_degree_idx\` ON \`programs\` (\`degree_id\`);`)
  await db.run(sql`CREATE INDEX \`programs_updated_at_idx\` ON \`programs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programs_created_at_idx\` ON \`programs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`programs_deleted_at_idx\` ON \`programs\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__programs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_code\` text,
  	\`version_faculty_id\` integer NOT NULL,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_degree_id\` integer NOT NULL,
  	\`version_admission_open\` integer DEFAULT true,
  	\`version_duration_years\` numeric NOT NULL,
  	\`version_tuition_fee\` numeric NOT NULL,
  	\`version_admission_period_opens_at\` text,
  	\`version_admission_period_opensat_tz\` text DEFAULT 'Asia/Tashkent',
  	\`version_admission_period_closes_at\` text,
  	\`version_admission_period_closesat_tz\` text DEFAULT 'Asia/Tashkent',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_degree_id\`) REFERENCES \`degrees\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__programs_v\`("id", "parent_id", "version_slug", "version_code", "version_faculty_id", "version_order", "version_degree_id", "version_admission_open", "version_duration_years", "version_tuition_fee", "version_admission_period_opens_at", "version_admission_period_opensat_tz", "version_admission_period_closes_at", "version_admission_period_closesat_tz", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_slug", "version_code", "version_faculty_id", "version_order", "version_degree_id", "version_admission_open", "version_duration_years", "version_tuition_fee", "version_admission_period_opens_at", "version_admission_period_opensat_tz", "version_admission_period_closes_at", "version_admission_period_closesat_tz", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at" FROM \`_programs_v\`;`)
  await db.run(sql`DROP TABLE \`_programs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__programs_v\` RENAME TO \`_programs_v\`;`)
  await db.run(sql`CREATE INDEX \`_programs_v_parent_idx\` ON \`_programs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_programs_v_version_version_slug_idx\` ON \`_programs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_programs_v_version_version_faculty_idx\` ON \`_programs_v\` (\`version_faculty_id\`);`)
  await db.run(sql`CREATE INDEX \`_programs_v_version_version_order_idx\` ON \`_programs_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_programs_v_version_version_degree_idx\` ON \`_programs_v\` (\`version_degree_id\`);`)
  await db.run(sql`CREATE INDEX \`_programs_v_version_version_updated_at_idx\` ON \`_programs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programs_v_version_version_created_at_idx\` ON \`_programs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programs_v_version_version_deleted_at_idx\` ON \`_programs_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_programs_v_created_at_idx\` ON \`_programs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programs_v_updated_at_idx\` ON \`_programs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_members\`("id", "order", "photo_id", "updated_at", "created_at", "deleted_at") SELECT "id", "order", "photo_id", "updated_at", "created_at", "deleted_at" FROM \`members\`;`)
  await db.run(sql`DROP TABLE \`members\`;`)
  await db.run(sql`ALTER TABLE \`__new_members\` RENAME TO \`members\`;`)
  await db.run(sql`CREATE INDEX \`members_order_idx\` ON \`members\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`members_photo_idx\` ON \`members\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`members_updated_at_idx\` ON \`members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`members_created_at_idx\` ON \`members\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`members_deleted_at_idx\` ON \`members\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__members_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_photo_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__members_v\`("id", "parent_id", "version_order", "version_photo_id", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_order", "version_photo_id", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at" FROM \`_members_v\`;`)
  await db.run(sql`DROP TABLE \`_members_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__members_v\` RENAME TO \`_members_v\`;`)
  await db.run(sql`CREATE INDEX \`_members_v_parent_idx\` ON \`_members_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_members_v_version_version_order_idx\` ON \`_members_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_members_v_version_version_photo_idx\` ON \`_members_v\` (\`version_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_members_v_version_version_updated_at_idx\` ON \`_members_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_members_v_version_version_created_at_idx\` ON \`_members_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_members_v_version_version_deleted_at_idx\` ON \`_members_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_members_v_created_at_idx\` ON \`_members_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_members_v_updated_at_idx\` ON \`_members_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`events_id\` integer,
  	\`categories_id\` integer,
  	\`pages_id\` integer,
  	\`faculties_id\` integer,
  	\`programs_id\` integer,
  	\`partners_id\` integer,
  	\`redirects_id\` integer,
  	\`staff_notices_id\` integer,
  	\`galleries_id\` integer,
  	\`clubs_id\` integer,
  	\`team_id\` integer,
  	\`members_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`videos_id\` integer,
  	\`applications_id\` integer,
  	\`application_files_id\` integer,
  	\`admissions_audit_id\` integer,
  	\`applicant_messages_id\` integer,
  	\`degrees_id\` integer,
  	\`study_forms_id\` integer,
  	\`regions_id\` integer,
  	\`subscribers_id\` integer,
  	\`newsletter_issues_id\` integer,
  	\`newsletter_deliveries_id\` integer,
  	\`offices_id\` integer,
  	\`contact_messages_id\` integer,
  	\`users_id\` integer,
  	\`staff_audit_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faculties_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programs_id\`) REFERENCES \`programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_notices_id\`) REFERENCES \`staff_notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clubs_id\`) REFERENCES \`clubs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`application_files_id\`) REFERENCES \`application_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admissions_audit_id\`) REFERENCES \`admissions_audit\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applicant_messages_id\`) REFERENCES \`applicant_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`degrees_id\`) REFERENCES \`degrees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`study_forms_id\`) REFERENCES \`study_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`regions_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_issues_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_deliveries_id\`) REFERENCES \`newsletter_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_audit_id\`) REFERENCES \`staff_audit\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "categories_id", "pages_id", "faculties_id", "programs_id", "partners_id", "redirects_id", "staff_notices_id", "galleries_id", "clubs_id", "team_id", "members_id", "media_id", "documents_id", "videos_id", "applications_id", "application_files_id", "admissions_audit_id", "applicant_messages_id", "degrees_id", "study_forms_id", "regions_id", "subscribers_id", "newsletter_issues_id", "newsletter_deliveries_id", "offices_id", "contact_messages_id", "users_id", "staff_audit_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "categories_id", "pages_id", "faculties_id", "programs_id", "partners_id", "redirects_id", "staff_notices_id", "galleries_id", "clubs_id", "team_id", "members_id", "media_id", "documents_id", "videos_id", "applications_id", "application_files_id", "admissions_audit_id", "applicant_messages_id", "degrees_id", "study_forms_id", "regions_id", "subscribers_id", "newsletter_issues_id", "newsletter_deliveries_id", "offices_id", "contact_messages_id", "users_id", "staff_audit_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faculties_id_idx\` ON \`payload_locked_documents_rels\` (\`faculties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`programs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clubs_id_idx\` ON \`payload_locked_documents_rels\` (\`clubs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_id_idx\` ON \`payload_locked_documents_rels\` (\`team_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_files_id_idx\` ON \`payload_locked_documents_rels\` (\`application_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admissions_audit_id_idx\` ON \`payload_locked_documents_rels\` (\`admissions_audit_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applicant_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`applicant_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_degrees_id_idx\` ON \`payload_locked_documents_rels\` (\`degrees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_study_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`study_forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regions_id_idx\` ON \`payload_locked_documents_rels\` (\`regions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_issues_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_issues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_audit_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_audit_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone1\` text,
  	\`phone2\` text,
  	\`phone2_status\` text DEFAULT 'active',
  	\`email\` text,
  	\`apply_button_url\` text,
  	\`apply_button_status\` text DEFAULT 'active',
  	\`map_embed_url\` text,
  	\`contact_form_email\` text,
  	\`developer_credit_url\` text,
  	\`logo_home_id\` integer,
  	\`logo_inner_id\` integer,
  	\`default_banner_id\` integer,
  	\`yandex_metrika_id\` text,
  	\`google_tag_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_home_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_inner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`default_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings\`("id", "phone1", "phone2", "phone2_status", "email", "apply_button_url", "apply_button_status", "map_embed_url", "contact_form_email", "developer_credit_url", "logo_home_id", "logo_inner_id", "default_banner_id", "yandex_metrika_id", "google_tag_id", "updated_at", "created_at") SELECT "id", "phone1", "phone2", "phone2_status", "email", "apply_button_url", "apply_button_status", "map_embed_url", "contact_form_email", "developer_credit_url", "logo_home_id", "logo_inner_id", "default_banner_id", "yandex_metrika_id", "google_tag_id", "updated_at", "created_at" FROM \`settings\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings\` RENAME TO \`settings\`;`)
  await db.run(sql`CREATE INDEX \`settings_logo_home_idx\` ON \`settings\` (\`logo_home_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_logo_inner_idx\` ON \`settings\` (\`logo_inner_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_default_banner_idx\` ON \`settings\` (\`default_banner_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_phone1\` text,
  	\`version_phone2\` text,
  	\`version_phone2_status\` text DEFAULT 'active',
  	\`version_email\` text,
  	\`version_apply_button_url\` text,
  	\`version_apply_button_status\` text DEFAULT 'active',
  	\`version_map_embed_url\` text,
  	\`version_contact_form_email\` text,
  	\`version_developer_credit_url\` text,
  	\`version_logo_home_id\` integer,
  	\`version_logo_inner_id\` integer,
  	\`version_default_banner_id\` integer,
  	\`version_yandex_metrika_id\` text,
  	\`version_google_tag_id\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`version_logo_home_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_inner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_default_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__settings_v\`("id", "version_phone1", "version_phone2", "version_phone2_status", "version_email", "version_apply_button_url", "version_apply_button_status", "version_map_embed_url", "version_contact_form_email", "version_developer_credit_url", "version_logo_home_id", "version_logo_inner_id", "version_default_banner_id", "version_yandex_metrika_id", "version_google_tag_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_phone1", "version_phone2", "version_phone2_status", "version_email", "version_apply_button_url", "version_apply_button_status", "version_map_embed_url", "version_contact_form_email", "version_developer_credit_url", "version_logo_home_id", "version_logo_inner_id", "version_default_banner_id", "version_yandex_metrika_id", "version_google_tag_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_settings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__settings_v\` RENAME TO \`_settings_v\`;`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_version_logo_home_idx\` ON \`_settings_v\` (\`version_logo_home_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_version_logo_inner_idx\` ON \`_settings_v\` (\`version_logo_inner_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_version_version_default_banner_idx\` ON \`_settings_v\` (\`version_default_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_created_at_idx\` ON \`_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_updated_at_idx\` ON \`_settings_v\` (\`updated_at\`);`)
  await db.run(sql`DROP INDEX \`team_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`team\` DROP COLUMN \`slug\`;`)
  await db.run(sql`DROP INDEX \`_team_v_version_version_slug_idx\`;`)
  await db.run(sql`ALTER TABLE \`_team_v\` DROP COLUMN \`version_slug\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`registration_open\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`registration_capacity\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`registration_waiting_list\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`registration_closes_at\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_registration_open\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_registration_capacity\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_registration_waiting_list\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_registration_closes_at\`;`)
  await db.run(sql`ALTER TABLE \`programs_locales\` DROP COLUMN \`outcomes\`;`)
  await db.run(sql`ALTER TABLE \`_programs_v_locales\` DROP COLUMN \`version_outcomes\`;`)
  await db.run(sql`ALTER TABLE \`team_locales\` DROP COLUMN \`office\`;`)
  await db.run(sql`ALTER TABLE \`team_locales\` DROP COLUMN \`office_hours\`;`)
  await db.run(sql`ALTER TABLE \`_team_v_locales\` DROP COLUMN \`version_office\`;`)
  await db.run(sql`ALTER TABLE \`_team_v_locales\` DROP COLUMN \`version_office_hours\`;`)
  await db.run(sql`ALTER TABLE \`members_locales\` DROP COLUMN \`bio\`;`)
  await db.run(sql`ALTER TABLE \`members_locales\` DROP COLUMN \`office\`;`)
  await db.run(sql`ALTER TABLE \`members_locales\` DROP COLUMN \`office_hours\`;`)
  await db.run(sql`ALTER TABLE \`_members_v_locales\` DROP COLUMN \`version_bio\`;`)
  await db.run(sql`ALTER TABLE \`_members_v_locales\` DROP COLUMN \`version_office\`;`)
  await db.run(sql`ALTER TABLE \`_members_v_locales\` DROP COLUMN \`version_office_hours\`;`)
}
