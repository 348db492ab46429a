import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_invoices_state" AS ENUM('unpaid', 'part_paid', 'paid');
  CREATE TYPE "public"."enum_invoices_locale" AS ENUM('en', 'ru', 'uz');
  CREATE TYPE "public"."enum_payments_provider" AS ENUM('payme', 'click', 'bank');
  CREATE TYPE "public"."enum_payments_state" AS ENUM('created', 'performed', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_payments_notice" AS ENUM('none', 'due', 'done');
  CREATE TYPE "public"."enum_payment_callbacks_provider" AS ENUM('payme', 'click');
  ALTER TYPE "public"."enum_applicant_messages_kind" ADD VALUE 'payment';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'bursar';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'tellPayments' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'tellPayments' BEFORE 'schedulePublish';
  CREATE TABLE "invoices_instalments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"due_date" varchar NOT NULL
  );
  
  CREATE TABLE "invoices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"state" "enum_invoices_state" DEFAULT 'unpaid' NOT NULL,
  	"next_due_date" varchar,
  	"application_id" integer,
  	"payer_name" varchar,
  	"program_id" integer,
  	"total" numeric NOT NULL,
  	"paid" numeric DEFAULT 0 NOT NULL,
  	"locale" "enum_invoices_locale" DEFAULT 'en' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"invoice_id" integer NOT NULL,
  	"provider" "enum_payments_provider" NOT NULL,
  	"provider_id" varchar NOT NULL,
  	"state" "enum_payments_state" DEFAULT 'created' NOT NULL,
  	"amount" numeric NOT NULL,
  	"receipt_number" varchar,
  	"opened_at" timestamp(3) with time zone,
  	"performed_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"cancel_reason" numeric,
  	"provider_time" numeric,
  	"provider_data" jsonb,
  	"bank_entered_by_id" integer,
  	"bank_note" varchar,
  	"bank_file_name" varchar,
  	"bank_stored_name" varchar,
  	"bank_mime_type" varchar,
  	"notice" "enum_payments_notice" DEFAULT 'none',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_callbacks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum_payment_callbacks_provider" NOT NULL,
  	"method" varchar NOT NULL,
  	"error" numeric,
  	"transaction" varchar,
  	"invoice_number" varchar,
  	"http_status" numeric,
  	"request" jsonb,
  	"response" jsonb,
  	"answered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_settings_plan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"share" numeric NOT NULL,
  	"due_date" varchar NOT NULL
  );
  
  CREATE TABLE "payment_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"payme_merchant_id" varchar,
  	"payme_key" varchar,
  	"payme_checkout_url" varchar DEFAULT 'https://checkout.paycom.uz',
  	"click_service_id" varchar,
  	"click_merchant_id" varchar,
  	"click_merchant_user_id" varchar,
  	"click_secret_key" varchar,
  	"click_pay_url" varchar DEFAULT 'https://my.click.uz/services/pay',
  	"due_days" numeric DEFAULT 30 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_payment_settings_v_version_plan" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"share" numeric NOT NULL,
  	"due_date" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_payment_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_payme_merchant_id" varchar,
  	"version_payme_key" varchar,
  	"version_payme_checkout_url" varchar DEFAULT 'https://checkout.paycom.uz',
  	"version_click_service_id" varchar,
  	"version_click_merchant_id" varchar,
  	"version_click_merchant_user_id" varchar,
  	"version_click_secret_key" varchar,
  	"version_click_pay_url" varchar DEFAULT 'https://my.click.uz/services/pay',
  	"version_due_days" numeric DEFAULT 30 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "applicant_messages" ADD COLUMN "once_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_callbacks_id" integer;
  ALTER TABLE "invoices_instalments" ADD CONSTRAINT "invoices_instalments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_entered_by_id_users_id_fk" FOREIGN KEY ("bank_entered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_settings_plan" ADD CONSTRAINT "payment_settings_plan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payment_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_payment_settings_v_version_plan" ADD CONSTRAINT "_payment_settings_v_version_plan_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_payment_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "invoices_instalments_order_idx" ON "invoices_instalments" USING btree ("_order");
  CREATE INDEX "invoices_instalments_parent_id_idx" ON "invoices_instalments" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");
  CREATE INDEX "invoices_state_idx" ON "invoices" USING btree ("state");
  CREATE INDEX "invoices_next_due_date_idx" ON "invoices" USING btree ("next_due_date");
  CREATE UNIQUE INDEX "invoices_application_idx" ON "invoices" USING btree ("application_id");
  CREATE INDEX "invoices_payer_name_idx" ON "invoices" USING btree ("payer_name");
  CREATE INDEX "invoices_program_idx" ON "invoices" USING btree ("program_id");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");
  CREATE INDEX "payments_provider_idx" ON "payments" USING btree ("provider");
  CREATE INDEX "payments_state_idx" ON "payments" USING btree ("state");
  CREATE UNIQUE INDEX "payments_receipt_number_idx" ON "payments" USING btree ("receipt_number");
  CREATE INDEX "payments_opened_at_idx" ON "payments" USING btree ("opened_at");
  CREATE INDEX "payments_performed_at_idx" ON "payments" USING btree ("performed_at");
  CREATE INDEX "payments_cancelled_at_idx" ON "payments" USING btree ("cancelled_at");
  CREATE INDEX "payments_bank_bank_entered_by_idx" ON "payments" USING btree ("bank_entered_by_id");
  CREATE INDEX "payments_notice_idx" ON "payments" USING btree ("notice");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE UNIQUE INDEX "provider_providerId_idx" ON "payments" USING btree ("provider","provider_id");
  CREATE INDEX "payment_callbacks_provider_idx" ON "payment_callbacks" USING btree ("provider");
  CREATE INDEX "payment_callbacks_error_idx" ON "payment_callbacks" USING btree ("error");
  CREATE INDEX "payment_callbacks_transaction_idx" ON "payment_callbacks" USING btree ("transaction");
  CREATE INDEX "payment_callbacks_invoice_number_idx" ON "payment_callbacks" USING btree ("invoice_number");
  CREATE INDEX "payment_callbacks_updated_at_idx" ON "payment_callbacks" USING btree ("updated_at");
  CREATE INDEX "payment_callbacks_created_at_idx" ON "payment_callbacks" USING btree ("created_at");
  CREATE INDEX "payment_settings_plan_order_idx" ON "payment_settings_plan" USING btree ("_order");
  CREATE INDEX "payment_settings_plan_parent_id_idx" ON "payment_settings_plan" USING btree ("_parent_id");
  CREATE INDEX "_payment_settings_v_version_plan_order_idx" ON "_payment_settings_v_version_plan" USING btree ("_order");
  CREATE INDEX "_payment_settings_v_version_plan_parent_id_idx" ON "_payment_settings_v_version_plan" USING btree ("_parent_id");
  CREATE INDEX "_payment_settings_v_created_at_idx" ON "_payment_settings_v" USING btree ("created_at");
  CREATE INDEX "_payment_settings_v_updated_at_idx" ON "_payment_settings_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoices_fk" FOREIGN KEY ("invoices_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_callbacks_fk" FOREIGN KEY ("payment_callbacks_id") REFERENCES "public"."payment_callbacks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "applicant_messages_once_key_idx" ON "applicant_messages" USING btree ("once_key");
  CREATE INDEX "payload_locked_documents_rels_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("invoices_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_payment_callbacks_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_callbacks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices_instalments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "invoices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_callbacks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_settings_plan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_payment_settings_v_version_plan" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_payment_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "invoices_instalments" CASCADE;
  DROP TABLE "invoices" CASCADE;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "payment_callbacks" CASCADE;
  DROP TABLE "payment_settings_plan" CASCADE;
  DROP TABLE "payment_settings" CASCADE;
  DROP TABLE "_payment_settings_v_version_plan" CASCADE;
  DROP TABLE "_payment_settings_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_callbacks_fk";
  
  ALTER TABLE "applicant_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_applicant_messages_kind";
  CREATE TYPE "public"."enum_applicant_messages_kind" AS ENUM('submitted', 'status', 'contract', 'document_request');
  ALTER TABLE "applicant_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_applicant_messages_kind" USING "kind"::"public"."enum_applicant_messages_kind";
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'admissions');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeExpiredApplications', 'purgeTrash', 'reconcileDocuments', 'purgeUnconfirmedSubscribers', 'sendNewsletterIssue', 'resumeNewsletterSends', 'sendConfirmations', 'sendContactMessages', 'sendEventSignUpMails', 'sendTelegramMessages', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeExpiredApplications', 'purgeTrash', 'reconcileDocuments', 'purgeUnconfirmedSubscribers', 'sendNewsletterIssue', 'resumeNewsletterSends', 'sendConfirmations', 'sendContactMessages', 'sendEventSignUpMails', 'sendTelegramMessages', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "applicant_messages_once_key_idx";
  DROP INDEX "payload_locked_documents_rels_invoices_id_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_callbacks_id_idx";
  ALTER TABLE "applicant_messages" DROP COLUMN "once_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_callbacks_id";
  DROP TYPE "public"."enum_invoices_state";
  DROP TYPE "public"."enum_invoices_locale";
  DROP TYPE "public"."enum_payments_provider";
  DROP TYPE "public"."enum_payments_state";
  DROP TYPE "public"."enum_payments_notice";
  DROP TYPE "public"."enum_payment_callbacks_provider";`)
}
