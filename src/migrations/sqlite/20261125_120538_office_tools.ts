import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`applications_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`by\` text,
  	\`at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_notes_order_idx\` ON \`applications_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`applications_notes_parent_id_idx\` ON \`applications_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`admissions_audit\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`by\` text,
  	\`action\` text NOT NULL,
  	\`application\` text,
  	\`detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`admissions_audit_by_idx\` ON \`admissions_audit\` (\`by\`);`)
  await db.run(sql`CREATE INDEX \`admissions_audit_action_idx\` ON \`admissions_audit\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`admissions_audit_application_idx\` ON \`admissions_audit\` (\`application\`);`)
  await db.run(sql`CREATE INDEX \`admissions_audit_updated_at_idx\` ON \`admissions_audit\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`admissions_audit_created_at_idx\` ON \`admissions_audit\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`reviewer_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`applications_reviewer_idx\` ON \`applications\` (\`reviewer_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`admissions_audit_id\` integer REFERENCES admissions_audit(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admissions_audit_id_idx\` ON \`payload_locked_documents_rels\` (\`admissions_audit_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`applications_notes\`;`)
  await db.run(sql`DROP TABLE \`admissions_audit\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_applications\` (
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
  	\`consent_given_at\` text,
  	\`consent_notice_version\` text,
  	\`consent_language\` text,
  	\`decided_at\` text,
  	\`passport_key\` text,
  	\`idempotency_key\` text,
  	\`complete\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`degree_id\`) REFERENCES \`degrees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`study_form_id\`) REFERENCES \`study_forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`program_id\`) REFERENCES \`programs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`faculty_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`region_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_applications\`("id", "application_number", "status", "locale", "status_comment", "degree_id", "study_form_id", "program_id", "faculty_id", "region_id", "last_name", "first_name", "middle_name", "gender", "birth_date", "birth_place", "citizenship", "passport_series", "passport_number", "passport_issued_by", "passport_issue_date", "passport_expiry_date", "phone", "phone_extra", "telegram_phone", "email", "temporary_address", "permanent_address", "father_name", "father_phone", "mother_name", "mother_phone", "institution_name", "institution_address", "is_transfer", "course", "semester", "study_from", "study_to", "consent_given_at", "consent_notice_version", "consent_language", "decided_at", "passport_key", "idempotency_key", "complete", "updated_at", "created_at") SELECT "id", "application_number", "status", "locale", "status_comment", "degree_id", "study_form_id", "program_id", "faculty_id", "region_id", "last_name", "first_name", "middle_name", "gender", "birth_date", "birth_place", "citizenship", "passport_series", "passport_number", "passport_issued_by", "passport_issue_date", "passport_expiry_date", "phone", "phone_extra", "telegram_phone", "email", "temporary_address", "permanent_address", "father_name", "father_phone", "mother_name", "mother_phone", "institution_name", "institution_address", "is_transfer", "course", "semester", "study_from", "study_to", "consent_given_at", "consent_notice_version", "consent_language", "decided_at", "passport_key", "idempotency_key", "complete", "updated_at", "created_at" FROM \`applications\`;`)
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_applications\` RENAME TO \`applications\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`applications_complete_idx\` ON \`applications\` (\`complete\`);`)
  await db.run(sql`CREATE INDEX \`applications_updated_at_idx\` ON \`applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_created_at_idx\` ON \`applications\` (\`created_at\`);`)
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
  	\`galleries_id\` integer,
  	\`clubs_id\` integer,
  	\`team_id\` integer,
  	\`members_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`videos_id\` integer,
  	\`applications_id\` integer,
  	\`application_files_id\` integer,
  	\`degrees_id\` integer,
  	\`study_forms_id\` integer,
  	\`regions_id\` integer,
  	\`subscribers_id\` integer,
  	\`newsletter_issues_id\` integer,
  	\`newsletter_deliveries_id\` integer,
  	\`offices_id\` integer,
  	\`contact_messages_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faculties_id\`) REFERENCES \`faculties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programs_id\`) REFERENCES \`programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clubs_id\`) REFERENCES \`clubs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_id\`) REFERENCES \`team\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`application_files_id\`) REFERENCES \`application_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`degrees_id\`) REFERENCES \`degrees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`study_forms_id\`) REFERENCES \`study_forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`regions_id\`) REFERENCES \`regions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_issues_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_deliveries_id\`) REFERENCES \`newsletter_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offices_id\`) REFERENCES \`offices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "categories_id", "pages_id", "faculties_id", "programs_id", "partners_id", "redirects_id", "galleries_id", "clubs_id", "team_id", "members_id", "media_id", "documents_id", "videos_id", "applications_id", "application_files_id", "degrees_id", "study_forms_id", "regions_id", "subscribers_id", "newsletter_issues_id", "newsletter_deliveries_id", "offices_id", "contact_messages_id", "users_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "categories_id", "pages_id", "faculties_id", "programs_id", "partners_id", "redirects_id", "galleries_id", "clubs_id", "team_id", "members_id", "media_id", "documents_id", "videos_id", "applications_id", "application_files_id", "degrees_id", "study_forms_id", "regions_id", "subscribers_id", "newsletter_issues_id", "newsletter_deliveries_id", "offices_id", "contact_messages_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clubs_id_idx\` ON \`payload_locked_documents_rels\` (\`clubs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_id_idx\` ON \`payload_locked_documents_rels\` (\`team_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_files_id_idx\` ON \`payload_locked_documents_rels\` (\`application_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_degrees_id_idx\` ON \`payload_locked_documents_rels\` (\`degrees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_study_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`study_forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_regions_id_idx\` ON \`payload_locked_documents_rels\` (\`regions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_issues_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_issues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offices_id_idx\` ON \`payload_locked_documents_rels\` (\`offices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
