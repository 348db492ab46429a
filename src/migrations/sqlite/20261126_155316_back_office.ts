import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`staff_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`audience\` text NOT NULL,
  	\`doc_collection\` text NOT NULL,
  	\`doc_id\` text NOT NULL,
  	\`doc_title\` text,
  	\`channel\` text,
  	\`detail\` text,
  	\`invalid_fields\` text,
  	\`count\` numeric DEFAULT 1,
  	\`occurred_at\` text NOT NULL,
  	\`dismissed_at\` text,
  	\`dismissed_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`dismissed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_notices_audience_idx\` ON \`staff_notices\` (\`audience\`);`)
  await db.run(sql`CREATE INDEX \`staff_notices_doc_collection_idx\` ON \`staff_notices\` (\`doc_collection\`);`)
  await db.run(sql`CREATE INDEX \`staff_notices_doc_id_idx\` ON \`staff_notices\` (\`doc_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_notices_occurred_at_idx\` ON \`staff_notices\` (\`occurred_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_notices_dismissed_at_idx\` ON \`staff_notices\` (\`dismissed_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_notices_dismissed_by_idx\` ON \`staff_notices\` (\`dismissed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_notices_updated_at_idx\` ON \`staff_notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_notices_created_at_idx\` ON \`staff_notices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`staff_audit\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_audit_user_idx\` ON \`staff_audit\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_audit_by_idx\` ON \`staff_audit\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_audit_updated_at_idx\` ON \`staff_audit\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_audit_created_at_idx\` ON \`staff_audit\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_newsletter_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`issue_id\` integer NOT NULL,
  	\`subscriber_id\` integer,
  	\`email\` text,
  	\`locale\` text NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`issue_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subscriber_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_newsletter_deliveries\`("id", "issue_id", "subscriber_id", "email", "locale", "status", "attempts", "next_attempt_at", "sent_at", "last_error", "updated_at", "created_at") SELECT "id", "issue_id", "subscriber_id", "email", "locale", "status", "attempts", "next_attempt_at", "sent_at", "last_error", "updated_at", "created_at" FROM \`newsletter_deliveries\`;`)
  await db.run(sql`DROP TABLE \`newsletter_deliveries\`;`)
  await db.run(sql`ALTER TABLE \`__new_newsletter_deliveries\` RENAME TO \`newsletter_deliveries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_issue_idx\` ON \`newsletter_deliveries\` (\`issue_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_subscriber_idx\` ON \`newsletter_deliveries\` (\`subscriber_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_status_idx\` ON \`newsletter_deliveries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_next_attempt_at_idx\` ON \`newsletter_deliveries\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_updated_at_idx\` ON \`newsletter_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_created_at_idx\` ON \`newsletter_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`issue_subscriber_idx\` ON \`newsletter_deliveries\` (\`issue_id\`,\`subscriber_id\`);`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`news_deleted_at_idx\` ON \`news\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_deleted_at_idx\` ON \`_news_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`events_deleted_at_idx\` ON \`events\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_deleted_at_idx\` ON \`_events_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`categories_deleted_at_idx\` ON \`categories\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`pages_deleted_at_idx\` ON \`pages\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_deleted_at_idx\` ON \`_pages_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`faculties\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`faculties_deleted_at_idx\` ON \`faculties\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_faculties_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_faculties_v_version_version_deleted_at_idx\` ON \`_faculties_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`programs\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`programs_deleted_at_idx\` ON \`programs\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_programs_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_programs_v_version_version_deleted_at_idx\` ON \`_programs_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`partners_deleted_at_idx\` ON \`partners\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_partners_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_partners_v_version_version_deleted_at_idx\` ON \`_partners_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`redirects\` ADD \`gone\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`galleries_deleted_at_idx\` ON \`galleries\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_galleries_v_version_version_deleted_at_idx\` ON \`_galleries_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`clubs\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`clubs_deleted_at_idx\` ON \`clubs\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_clubs_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_clubs_v_version_version_deleted_at_idx\` ON \`_clubs_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`team\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`team_deleted_at_idx\` ON \`team\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_team_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_team_v_version_version_deleted_at_idx\` ON \`_team_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`members_deleted_at_idx\` ON \`members\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_members_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_members_v_version_version_deleted_at_idx\` ON \`_members_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`applications_deleted_at_idx\` ON \`applications\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`subscribers_deleted_at_idx\` ON \`subscribers\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`offices\` ADD \`deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`offices_deleted_at_idx\` ON \`offices\` (\`deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`_offices_v\` ADD \`version_deleted_at\` text;`)
  await db.run(sql`CREATE INDEX \`_offices_v_version_version_deleted_at_idx\` ON \`_offices_v\` (\`version_deleted_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_pending_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_last_step\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`recovery_code_hashes\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`pending_sessions\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`staff_notices_id\` integer REFERENCES staff_notices(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`staff_audit_id\` integer REFERENCES staff_audit(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_audit_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_audit_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`staff_notices\`;`)
  await db.run(sql`DROP TABLE \`staff_audit\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "categories_id", "pages_id", "faculties_id", "programs_id", "partners_id", "redirects_id", "galleries_id", "clubs_id", "team_id", "members_id", "media_id", "documents_id", "videos_id", "applications_id", "application_files_id", "admissions_audit_id", "applicant_messages_id", "degrees_id", "study_forms_id", "regions_id", "subscribers_id", "newsletter_issues_id", "newsletter_deliveries_id", "offices_id", "contact_messages_id", "users_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "categories_id", "pages_id", "faculties_id", "programs_id", "partners_id", "redirects_id", "galleries_id", "clubs_id", "team_id", "members_id", "media_id", "documents_id", "videos_id", "applications_id", "application_files_id", "admissions_audit_id", "applicant_messages_id", "degrees_id", "study_forms_id", "regions_id", "subscribers_id", "newsletter_issues_id", "newsletter_deliveries_id", "offices_id", "contact_messages_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`DROP INDEX \`news_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`news\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_news_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`events_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_events_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`categories_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`pages_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`faculties_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`faculties\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_faculties_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_faculties_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`programs_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`programs\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_programs_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_programs_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`partners_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`partners\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_partners_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_partners_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`galleries_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_galleries_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_galleries_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`clubs_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`clubs\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_clubs_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_clubs_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`team_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`team\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_team_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_team_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`members_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_members_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_members_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`DROP INDEX \`applications_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`subscribers_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`offices_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`offices\` DROP COLUMN \`deleted_at\`;`)
  await db.run(sql`DROP INDEX \`_offices_v_version_version_deleted_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`_offices_v\` DROP COLUMN \`version_deleted_at\`;`)
  await db.run(sql`CREATE TABLE \`__new_newsletter_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`issue_id\` integer NOT NULL,
  	\`subscriber_id\` integer NOT NULL,
  	\`email\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`sent_at\` text,
  	\`last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`issue_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subscriber_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_newsletter_deliveries\`("id", "issue_id", "subscriber_id", "email", "locale", "status", "attempts", "next_attempt_at", "sent_at", "last_error", "updated_at", "created_at") SELECT "id", "issue_id", "subscriber_id", "email", "locale", "status", "attempts", "next_attempt_at", "sent_at", "last_error", "updated_at", "created_at" FROM \`newsletter_deliveries\`;`)
  await db.run(sql`DROP TABLE \`newsletter_deliveries\`;`)
  await db.run(sql`ALTER TABLE \`__new_newsletter_deliveries\` RENAME TO \`newsletter_deliveries\`;`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_issue_idx\` ON \`newsletter_deliveries\` (\`issue_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_subscriber_idx\` ON \`newsletter_deliveries\` (\`subscriber_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_status_idx\` ON \`newsletter_deliveries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_next_attempt_at_idx\` ON \`newsletter_deliveries\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_updated_at_idx\` ON \`newsletter_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_deliveries_created_at_idx\` ON \`newsletter_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`issue_subscriber_idx\` ON \`newsletter_deliveries\` (\`issue_id\`,\`subscriber_id\`);`)
  await db.run(sql`ALTER TABLE \`redirects\` DROP COLUMN \`gone\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_enabled\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_pending_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_last_step\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`recovery_code_hashes\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`pending_sessions\`;`)
}
