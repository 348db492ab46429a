import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applicant_messages_channel" AS ENUM('telegram');
  CREATE TYPE "public"."enum_applicant_messages_kind" AS ENUM('status', 'contract', 'document_request');
  CREATE TYPE "public"."enum_applicant_messages_state" AS ENUM('queued', 'sending', 'sent', 'failed', 'cancelled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendTelegramMessages' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendTelegramMessages' BEFORE 'schedulePublish';
  CREATE TABLE "applicant_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"channel" "enum_applicant_messages_channel" DEFAULT 'telegram' NOT NULL,
  	"kind" "enum_applicant_messages_kind" NOT NULL,
  	"text" varchar NOT NULL,
  	"state" "enum_applicant_messages_state" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "applications" ADD COLUMN "telegram_chat_id" varchar;
  ALTER TABLE "applications" ADD COLUMN "telegram_linked_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applicant_messages_id" integer;
  ALTER TABLE "applicant_messages" ADD CONSTRAINT "applicant_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "applicant_messages_application_idx" ON "applicant_messages" USING btree ("application_id");
  CREATE INDEX "applicant_messages_state_idx" ON "applicant_messages" USING btree ("state");
  CREATE INDEX "applicant_messages_next_attempt_at_idx" ON "applicant_messages" USING btree ("next_attempt_at");
  CREATE INDEX "applicant_messages_updated_at_idx" ON "applicant_messages" USING btree ("updated_at");
  CREATE INDEX "applicant_messages_created_at_idx" ON "applicant_messages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applicant_messages_fk" FOREIGN KEY ("applicant_messages_id") REFERENCES "public"."applicant_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "applications_telegram_chat_id_idx" ON "applications" USING btree ("telegram_chat_id");
  CREATE INDEX "payload_locked_documents_rels_applicant_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("applicant_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applicant_messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "applicant_messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applicant_messages_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeExpiredApplications', 'reconcileDocuments', 'purgeUnconfirmedSubscribers', 'sendNewsletterIssue', 'resumeNewsletterSends', 'sendConfirmations', 'sendContactMessages', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeExpiredApplications', 'reconcileDocuments', 'purgeUnconfirmedSubscribers', 'sendNewsletterIssue', 'resumeNewsletterSends', 'sendConfirmations', 'sendContactMessages', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "applications_telegram_chat_id_idx";
  DROP INDEX "payload_locked_documents_rels_applicant_messages_id_idx";
  ALTER TABLE "applications" DROP COLUMN "telegram_chat_id";
  ALTER TABLE "applications" DROP COLUMN "telegram_linked_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applicant_messages_id";
  DROP TYPE "public"."enum_applicant_messages_channel";
  DROP TYPE "public"."enum_applicant_messages_kind";
  DROP TYPE "public"."enum_applicant_messages_state";`)
}
