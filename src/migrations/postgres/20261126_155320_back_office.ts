import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_staff_notices_kind" AS ENUM('schedulePublish', 'newsletterDelivery', 'applicantMessage');
  CREATE TYPE "public"."enum_staff_notices_audience" AS ENUM('editors', 'admissions');
  CREATE TYPE "public"."enum_staff_audit_action" AS ENUM('second_factor_enabled', 'second_factor_disabled', 'recovery_codes_renewed', 'second_factor_reset');
  ALTER TYPE "public"."enum_admissions_audit_action" ADD VALUE 'trash' BEFORE 'document_requested';
  ALTER TYPE "public"."enum_admissions_audit_action" ADD VALUE 'restore' BEFORE 'document_requested';
  ALTER TYPE "public"."enum_admissions_audit_action" ADD VALUE 'purge' BEFORE 'document_requested';
  ALTER TYPE "public"."enum_admissions_audit_action" ADD VALUE 'erase' BEFORE 'document_requested';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeTrash' BEFORE 'reconcileDocuments';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeTrash' BEFORE 'reconcileDocuments';
  CREATE TABLE "staff_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_staff_notices_kind" NOT NULL,
  	"audience" "enum_staff_notices_audience" NOT NULL,
  	"doc_collection" varchar NOT NULL,
  	"doc_id" varchar NOT NULL,
  	"doc_title" varchar,
  	"channel" varchar,
  	"detail" varchar,
  	"invalid_fields" jsonb,
  	"count" numeric DEFAULT 1,
  	"occurred_at" timestamp(3) with time zone NOT NULL,
  	"dismissed_at" timestamp(3) with time zone,
  	"dismissed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_audit" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_staff_audit_action" NOT NULL,
  	"user_id" integer NOT NULL,
  	"by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "subscriber_id" DROP NOT NULL;
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "news" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_news_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "events" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_events_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "categories" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "faculties" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_faculties_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "programs" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_programs_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "partners" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_partners_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "redirects" ADD COLUMN "gone" boolean DEFAULT false;
  ALTER TABLE "galleries" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_galleries_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "clubs" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_clubs_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "team" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_team_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "members" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_members_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "offices" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_offices_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "totp_enabled" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "recovery_code_hashes" jsonb;
  ALTER TABLE "users" ADD COLUMN "pending_sessions" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_notices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_audit_id" integer;
  ALTER TABLE "staff_notices" ADD CONSTRAINT "staff_notices_dismissed_by_id_users_id_fk" FOREIGN KEY ("dismissed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "staff_notices_audience_idx" ON "staff_notices" USING btree ("audience");
  CREATE INDEX "staff_notices_doc_collection_idx" ON "staff_notices" USING btree ("doc_collection");
  CREATE INDEX "staff_notices_doc_id_idx" ON "staff_notices" USING btree ("doc_id");
  CREATE INDEX "staff_notices_occurred_at_idx" ON "staff_notices" USING btree ("occurred_at");
  CREATE INDEX "staff_notices_dismissed_at_idx" ON "staff_notices" USING btree ("dismissed_at");
  CREATE INDEX "staff_notices_dismissed_by_idx" ON "staff_notices" USING btree ("dismissed_by_id");
  CREATE INDEX "staff_notices_updated_at_idx" ON "staff_notices" USING btree ("updated_at");
  CREATE INDEX "staff_notices_created_at_idx" ON "staff_notices" USING btree ("created_at");
  CREATE INDEX "staff_audit_user_idx" ON "staff_audit" USING btree ("user_id");
  CREATE INDEX "staff_audit_by_idx" ON "staff_audit" USING btree ("by_id");
  CREATE INDEX "staff_audit_updated_at_idx" ON "staff_audit" USING btree ("updated_at");
  CREATE INDEX "staff_audit_created_at_idx" ON "staff_audit" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_notices_fk" FOREIGN KEY ("staff_notices_id") REFERENCES "public"."staff_notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_audit_fk" FOREIGN KEY ("staff_audit_id") REFERENCES "public"."staff_audit"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_deleted_at_idx" ON "news" USING btree ("deleted_at");
  CREATE INDEX "_news_v_version_version_deleted_at_idx" ON "_news_v" USING btree ("version_deleted_at");
  CREATE INDEX "events_deleted_at_idx" ON "events" USING btree ("deleted_at");
  CREATE INDEX "_events_v_version_version_deleted_at_idx" ON "_events_v" USING btree ("version_deleted_at");
  CREATE INDEX "categories_deleted_at_idx" ON "categories" USING btree ("deleted_at");
  CREATE INDEX "pages_deleted_at_idx" ON "pages" USING btree ("deleted_at");
  CREATE INDEX "_pages_v_version_version_deleted_at_idx" ON "_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "faculties_deleted_at_idx" ON "faculties" USING btree ("deleted_at");
  CREATE INDEX "_faculties_v_version_version_deleted_at_idx" ON "_faculties_v" USING btree ("version_deleted_at");
  CREATE INDEX "programs_deleted_at_idx" ON "programs" USING btree ("deleted_at");
  CREATE INDEX "_programs_v_version_version_deleted_at_idx" ON "_programs_v" USING btree ("version_deleted_at");
  CREATE INDEX "partners_deleted_at_idx" ON "partners" USING btree ("deleted_at");
  CREATE INDEX "_partners_v_version_version_deleted_at_idx" ON "_partners_v" USING btree ("version_deleted_at");
  CREATE INDEX "galleries_deleted_at_idx" ON "galleries" USING btree ("deleted_at");
  CREATE INDEX "_galleries_v_version_version_deleted_at_idx" ON "_galleries_v" USING btree ("version_deleted_at");
  CREATE INDEX "clubs_deleted_at_idx" ON "clubs" USING btree ("deleted_at");
  CREATE INDEX "_clubs_v_version_version_deleted_at_idx" ON "_clubs_v" USING btree ("version_deleted_at");
  CREATE INDEX "team_deleted_at_idx" ON "team" USING btree ("deleted_at");
  CREATE INDEX "_team_v_version_version_deleted_at_idx" ON "_team_v" USING btree ("version_deleted_at");
  CREATE INDEX "members_deleted_at_idx" ON "members" USING btree ("deleted_at");
  CREATE INDEX "_members_v_version_version_deleted_at_idx" ON "_members_v" USING btree ("version_deleted_at");
  CREATE INDEX "applications_deleted_at_idx" ON "applications" USING btree ("deleted_at");
  CREATE INDEX "subscribers_deleted_at_idx" ON "subscribers" USING btree ("deleted_at");
  CREATE INDEX "offices_deleted_at_idx" ON "offices" USING btree ("deleted_at");
  CREATE INDEX "_offices_v_version_version_deleted_at_idx" ON "_offices_v" USING btree ("version_deleted_at");
  CREATE INDEX "payload_locked_documents_rels_staff_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_notices_id");
  CREATE INDEX "payload_locked_documents_rels_staff_audit_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_audit_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "staff_notices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_audit" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "staff_notices" CASCADE;
  DROP TABLE "staff_audit" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_notices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_audit_fk";
  
  ALTER TABLE "admissions_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_admissions_audit_action";
  CREATE TYPE "public"."enum_admissions_audit_action" AS ENUM('edit', 'download', 'export', 'delete', 'document_requested', 'document_emailed', 'document_replaced');
  ALTER TABLE "admissions_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_admissions_audit_action" USING "action"::"public"."enum_admissions_audit_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeExpiredApplications', 'reconcileDocuments', 'purgeUnconfirmedSubscribers', 'sendNewsletterIssue', 'resumeNewsletterSends', 'sendConfirmations', 'sendContactMessages', 'sendTelegramMessages', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeExpiredApplications', 'reconcileDocuments', 'purgeUnconfirmedSubscribers', 'sendNewsletterIssue', 'resumeNewsletterSends', 'sendConfirmations', 'sendContactMessages', 'sendTelegramMessages', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "news_deleted_at_idx";
  DROP INDEX "_news_v_version_version_deleted_at_idx";
  DROP INDEX "events_deleted_at_idx";
  DROP INDEX "_events_v_version_version_deleted_at_idx";
  DROP INDEX "categories_deleted_at_idx";
  DROP INDEX "pages_deleted_at_idx";
  DROP INDEX "_pages_v_version_version_deleted_at_idx";
  DROP INDEX "faculties_deleted_at_idx";
  DROP INDEX "_faculties_v_version_version_deleted_at_idx";
  DROP INDEX "programs_deleted_at_idx";
  DROP INDEX "_programs_v_version_version_deleted_at_idx";
  DROP INDEX "partners_deleted_at_idx";
  DROP INDEX "_partners_v_version_version_deleted_at_idx";
  DROP INDEX "galleries_deleted_at_idx";
  DROP INDEX "_galleries_v_version_version_deleted_at_idx";
  DROP INDEX "clubs_deleted_at_idx";
  DROP INDEX "_clubs_v_version_version_deleted_at_idx";
  DROP INDEX "team_deleted_at_idx";
  DROP INDEX "_team_v_version_version_deleted_at_idx";
  DROP INDEX "members_deleted_at_idx";
  DROP INDEX "_members_v_version_version_deleted_at_idx";
  DROP INDEX "applications_deleted_at_idx";
  DROP INDEX "subscribers_deleted_at_idx";
  DROP INDEX "offices_deleted_at_idx";
  DROP INDEX "_offices_v_version_version_deleted_at_idx";
  DROP INDEX "payload_locked_documents_rels_staff_notices_id_idx";
  DROP INDEX "payload_locked_documents_rels_staff_audit_id_idx";
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "subscriber_id" SET NOT NULL;
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "news" DROP COLUMN "deleted_at";
  ALTER TABLE "_news_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "events" DROP COLUMN "deleted_at";
  ALTER TABLE "_events_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "categories" DROP COLUMN "deleted_at";
  ALTER TABLE "pages" DROP COLUMN "deleted_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "faculties" DROP COLUMN "deleted_at";
  ALTER TABLE "_faculties_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "programs" DROP COLUMN "deleted_at";
  ALTER TABLE "_programs_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "partners" DROP COLUMN "deleted_at";
  ALTER TABLE "_partners_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "redirects" DROP COLUMN "gone";
  ALTER TABLE "galleries" DROP COLUMN "deleted_at";
  ALTER TABLE "_galleries_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "clubs" DROP COLUMN "deleted_at";
  ALTER TABLE "_clubs_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "team" DROP COLUMN "deleted_at";
  ALTER TABLE "_team_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "members" DROP COLUMN "deleted_at";
  ALTER TABLE "_members_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "applications" DROP COLUMN "deleted_at";
  ALTER TABLE "subscribers" DROP COLUMN "deleted_at";
  ALTER TABLE "offices" DROP COLUMN "deleted_at";
  ALTER TABLE "_offices_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "users" DROP COLUMN "totp_enabled";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_pending_secret";
  ALTER TABLE "users" DROP COLUMN "totp_last_step";
  ALTER TABLE "users" DROP COLUMN "recovery_code_hashes";
  ALTER TABLE "users" DROP COLUMN "pending_sessions";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_notices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_audit_id";
  DROP TYPE "public"."enum_staff_notices_kind";
  DROP TYPE "public"."enum_staff_notices_audience";
  DROP TYPE "public"."enum_staff_audit_action";`)
}
