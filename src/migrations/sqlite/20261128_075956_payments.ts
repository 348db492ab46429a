import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`invoices_instalments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`due_date\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`invoices_instalments_order_idx\` ON \`invoices_instalments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`invoices_instalments_parent_id_idx\` ON \`invoices_instalments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`invoices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`state\` text DEFAULT 'unpaid' NOT NULL,
  	\`next_due_date\` text,
  	\`application_id\` integer,
  	\`payer_name\` text,
  	\`program_id\` integer,
  	\`total\` numeric NOT NULL,
  	\`paid\` numeric DEFAULT 0 NOT NULL,
  	\`locale\` text DEFAULT 'en' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`program_id\`) REFERENCES \`programs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`invoices_number_idx\` ON \`invoices\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`invoices_state_idx\` ON \`invoices\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`invoices_next_due_date_idx\` ON \`invoices\` (\`next_due_date\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`invoices_application_idx\` ON \`invoices\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_payer_name_idx\` ON \`invoices\` (\`payer_name\`);`)
  await db.run(sql`CREATE INDEX \`invoices_program_idx\` ON \`invoices\` (\`program_id\`);`)
  await db.run(sql`CREATE INDEX \`invoices_updated_at_idx\` ON \`invoices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invoices_created_at_idx\` ON \`invoices\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`invoice_id\` integer NOT NULL,
  	\`provider\` text NOT NULL,
  	\`provider_id\` text NOT NULL,
  	\`state\` text DEFAULT 'created' NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`receipt_number\` text,
  	\`opened_at\` text,
  	\`performed_at\` text,
  	\`cancelled_at\` text,
  	\`cancel_reason\` numeric,
  	\`provider_time\` numeric,
  	\`provider_data\` text,
  	\`bank_entered_by_id\` integer,
  	\`bank_note\` text,
  	\`bank_file_name\` text,
  	\`bank_stored_name\` text,
  	\`bank_mime_type\` text,
  	\`notice\` text DEFAULT 'none',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`invoice_id\`) REFERENCES \`invoices\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`bank_entered_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payments_invoice_idx\` ON \`payments\` (\`invoice_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_provider_idx\` ON \`payments\` (\`provider\`);`)
  await db.run(sql`CREATE INDEX \`payments_state_idx\` ON \`payments\` (\`state\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_receipt_number_idx\` ON \`payments\` (\`receipt_number\`);`)
  await db.run(sql`CREATE INDEX \`payments_opened_at_idx\` ON \`payments\` (\`opened_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_performed_at_idx\` ON \`payments\` (\`performed_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_cancelled_at_idx\` ON \`payments\` (\`cancelled_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_bank_bank_entered_by_idx\` ON \`payments\` (\`bank_entered_by_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_notice_idx\` ON \`payments\` (\`notice\`);`)
  await db.run(sql`CREATE INDEX \`payments_updated_at_idx\` ON \`payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_created_at_idx\` ON \`payments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`provider_providerId_idx\` ON \`payments\` (\`provider\`,\`provider_id\`);`)
  await db.run(sql`CREATE TABLE \`payment_callbacks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`provider\` text NOT NULL,
  	\`method\` text NOT NULL,
  	\`error\` numeric,
  	\`transaction\` text,
  	\`invoice_number\` text,
  	\`http_status\` numeric,
  	\`request\` text,
  	\`response\` text,
  	\`answered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payment_callbacks_provider_idx\` ON \`payment_callbacks\` (\`provider\`);`)
  await db.run(sql`CREATE INDEX \`payment_callbacks_error_idx\` ON \`payment_callbacks\` (\`error\`);`)
  await db.run(sql`CREATE INDEX \`payment_callbacks_transaction_idx\` ON \`payment_callbacks\` (\`transaction\`);`)
  await db.run(sql`CREATE INDEX \`payment_callbacks_invoice_number_idx\` ON \`payment_callbacks\` (\`invoice_number\`);`)
  await db.run(sql`CREATE INDEX \`payment_callbacks_updated_at_idx\` ON \`payment_callbacks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_callbacks_created_at_idx\` ON \`payment_callbacks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_settings_plan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`share\` numeric NOT NULL,
  	\`due_date\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payment_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payment_settings_plan_order_idx\` ON \`payment_settings_plan\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payment_settings_plan_parent_id_idx\` ON \`payment_settings_plan\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payment_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`payme_merchant_id\` text,
  	\`payme_key\` text,
  	\`payme_checkout_url\` text DEFAULT 'https://checkout.paycom.uz',
  	\`click_service_id\` text,
  	\`click_merchant_id\` text,
  	\`click_merchant_user_id\` text,
  	\`click_secret_key\` text,
  	\`click_pay_url\` text DEFAULT 'https://my.click.uz/services/pay',
  	\`due_days\` numeric DEFAULT 30 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_payment_settings_v_version_plan\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`share\` numeric NOT NULL,
  	\`due_date\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_payment_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_payment_settings_v_version_plan_order_idx\` ON \`_payment_settings_v_version_plan\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_payment_settings_v_version_plan_parent_id_idx\` ON \`_payment_settings_v_version_plan\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_payment_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_payme_merchant_id\` text,
  	\`version_payme_key\` text,
  	\`version_payme_checkout_url\` text DEFAULT 'https://checkout.paycom.uz',
  	\`version_click_service_id\` text,
  	\`version_click_merchant_id\` text,
  	\`version_click_merchant_user_id\` text,
  	\`version_click_secret_key\` text,
  	\`version_click_pay_url\` text DEFAULT 'https://my.click.uz/services/pay',
  	\`version_due_days\` numeric DEFAULT 30 NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_payment_settings_v_created_at_idx\` ON \`_payment_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_payment_settings_v_updated_at_idx\` ON \`_payment_settings_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`applicant_messages\` ADD \`once_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`applicant_messages_once_key_idx\` ON \`applicant_messages\` (\`once_key\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`invoices_id\` integer REFERENCES invoices(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payments_id\` integer REFERENCES payments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_callbacks_id\` integer REFERENCES payment_callbacks(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invoices_id_idx\` ON \`payload_locked_documents_rels\` (\`invoices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_callbacks_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_callbacks_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`invoices_instalments\`;`)
  await db.run(sql`DROP TABLE \`invoices\`;`)
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`DROP TABLE \`payment_callbacks\`;`)
  await db.run(sql`DROP TABLE \`payment_settings_plan\`;`)
  await db.run(sql`DROP TABLE \`payment_settings\`;`)
  await db.run(sql`DROP TABLE \`_payment_settings_v_version_plan\`;`)
  await db.run(sql`DROP TABLE \`_payment_settings_v\`;`)
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
  	\`staff_notices_id\` integer,
  	\`galleries_id\` integer,
  	\`clubs_id\` integer,
  	\`team_id\` integer,
  	\`members_id\` integer,
  	\`event_registrations_id\` integer,
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
  	FOREIGN KEY (\`event_registrations_id\`) REFERENCES \`event_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "categories_id", "pages_id", "faculties_id", "programs_id", "partners_id", "redirects_id", "staff_notices_id", "galleries_id", "clubs_id", "team_id", "members_id", "event_registrations_id", "media_id", "documents_id", "videos_id", "applications_id", "application_files_id", "admissions_audit_id", "applicant_messages_id", "degrees_id", "study_forms_id", "regions_id", "subscribers_id", "newsletter_issues_id", "newsletter_deliveries_id", "offices_id", "contact_messages_id", "users_id", "staff_audit_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "categories_id", "pages_id", "faculties_id", "programs_id", "partners_id", "redirects_id", "staff_notices_id", "galleries_id", "clubs_id", "team_id", "members_id", "event_registrations_id", "media_id", "documents_id", "videos_id", "applications_id", "application_files_id", "admissions_audit_id", "applicant_messages_id", "degrees_id", "study_forms_id", "regions_id", "subscribers_id", "newsletter_issues_id", "newsletter_deliveries_id", "offices_id", "contact_messages_id", "users_id", "staff_audit_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clubs_id_idx\` ON \`payload_locked_documents_rels\` (\`clubs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_id_idx\` ON \`payload_locked_documents_rels\` (\`team_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`event_registrations_id\`);`)
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
  await db.run(sql`DROP INDEX \`applicant_messages_once_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`applicant_messages\` DROP COLUMN \`once_key\`;`)
}
