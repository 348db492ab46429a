import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendEventSignUpMails' BEFORE 'sendTelegramMessages';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendEventSignUpMails' BEFORE 'sendTelegramMessages';
  ALTER TABLE "redirects_rels" ADD COLUMN "team_id" integer;
  ALTER TABLE "redirects_rels" ADD COLUMN "members_id" integer;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_team_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "redirects_rels_team_id_idx" ON "redirects_rels" USING btree ("team_id");
  CREATE INDEX "redirects_rels_members_id_idx" ON "redirects_rels" USING btree ("members_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_team_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_members_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'purgeExpiredApplications', 'purgeTrash', 'reconcileDocuments', 'purgeUnconfirmedSubscribers', 'sendNewsletterIssue', 'resumeNewsletterSends', 'sendConfirmations', 'sendContactMessages', 'sendTelegramMessages', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'purgeExpiredApplications', 'purgeTrash', 'reconcileDocuments', 'purgeUnconfirmedSubscribers', 'sendNewsletterIssue', 'resumeNewsletterSends', 'sendConfirmations', 'sendContactMessages', 'sendTelegramMessages', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "redirects_rels_team_id_idx";
  DROP INDEX "redirects_rels_members_id_idx";
  ALTER TABLE "redirects_rels" DROP COLUMN "team_id";
  ALTER TABLE "redirects_rels" DROP COLUMN "members_id";`)
}
