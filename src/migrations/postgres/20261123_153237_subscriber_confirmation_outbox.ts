import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendConfirmations' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendConfirmations' BEFORE 'schedulePublish';
  ALTER TABLE "subscribers" ADD COLUMN "confirmation_due_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "confirmation_sent_at" timestamp(3) with time zone;
  CREATE INDEX "subscribers_confirmation_due_at_idx" ON "subscribers" USING btree ("confirmation_due_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeExpiredApplications', 'reconcileDocuments', 'purgeUnconfirmedSubscribers', 'sendNewsletterIssue', 'resumeNewsletterSends', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeExpiredApplications', 'reconcileDocuments', 'purgeUnconfirmedSubscribers', 'sendNewsletterIssue', 'resumeNewsletterSends', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "subscribers_confirmation_due_at_idx";
  ALTER TABLE "subscribers" DROP COLUMN "confirmation_due_at";
  ALTER TABLE "subscribers" DROP COLUMN "confirmation_sent_at";`)
}
