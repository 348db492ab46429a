import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_application_files_history_event" AS ENUM('requested', 'emailed', 'email_failed', 'withdrawn', 'received', 'replaced');
  CREATE TYPE "public"."enum_application_files_state" AS ENUM('received', 'needs_replacement', 'replaced');
  ALTER TYPE "public"."enum_admissions_audit_action" ADD VALUE 'document_requested';
  ALTER TYPE "public"."enum_admissions_audit_action" ADD VALUE 'document_emailed';
  ALTER TYPE "public"."enum_admissions_audit_action" ADD VALUE 'document_replaced';
  CREATE TABLE "application_files_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" varchar,
  	"event" "enum_application_files_history_event" NOT NULL,
  	"note" varchar
  );
  
  ALTER TABLE "application_files" ADD COLUMN "state" "enum_application_files_state" DEFAULT 'received';
  ALTER TABLE "application_files" ADD COLUMN "replacement_reason" varchar;
  ALTER TABLE "application_files" ADD COLUMN "requested_at" timestamp(3) with time zone;
  ALTER TABLE "application_files" ADD COLUMN "requested_by" varchar;
  ALTER TABLE "application_files" ADD COLUMN "request_emailed_at" timestamp(3) with time zone;
  ALTER TABLE "application_files" ADD COLUMN "replaced_at" timestamp(3) with time zone;
  ALTER TABLE "application_files_history" ADD CONSTRAINT "application_files_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."application_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "application_files_history_order_idx" ON "application_files_history" USING btree ("_order");
  CREATE INDEX "application_files_history_parent_id_idx" ON "application_files_history" USING btree ("_parent_id");
  CREATE INDEX "application_files_state_idx" ON "application_files" USING btree ("state");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "application_files_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "application_files_history" CASCADE;
  ALTER TABLE "admissions_audit" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_admissions_audit_action";
  CREATE TYPE "public"."enum_admissions_audit_action" AS ENUM('edit', 'download', 'export', 'delete');
  ALTER TABLE "admissions_audit" ALTER COLUMN "action" SET DATA TYPE "public"."enum_admissions_audit_action" USING "action"::"public"."enum_admissions_audit_action";
  DROP INDEX "application_files_state_idx";
  ALTER TABLE "application_files" DROP COLUMN "state";
  ALTER TABLE "application_files" DROP COLUMN "replacement_reason";
  ALTER TABLE "application_files" DROP COLUMN "requested_at";
  ALTER TABLE "application_files" DROP COLUMN "requested_by";
  ALTER TABLE "application_files" DROP COLUMN "request_emailed_at";
  ALTER TABLE "application_files" DROP COLUMN "replaced_at";
  DROP TYPE "public"."enum_application_files_history_event";
  DROP TYPE "public"."enum_application_files_state";`)
}
