import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_admissions_audit_action" AS ENUM('edit', 'download', 'export', 'delete');
  CREATE TABLE "applications_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"by" varchar,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "admissions_audit" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"by" varchar,
  	"action" "enum_admissions_audit_action" NOT NULL,
  	"application" varchar,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "applications" ADD COLUMN "reviewer_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "admissions_audit_id" integer;
  ALTER TABLE "applications_notes" ADD CONSTRAINT "applications_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "applications_notes_order_idx" ON "applications_notes" USING btree ("_order");
  CREATE INDEX "applications_notes_parent_id_idx" ON "applications_notes" USING btree ("_parent_id");
  CREATE INDEX "admissions_audit_by_idx" ON "admissions_audit" USING btree ("by");
  CREATE INDEX "admissions_audit_action_idx" ON "admissions_audit" USING btree ("action");
  CREATE INDEX "admissions_audit_application_idx" ON "admissions_audit" USING btree ("application");
  CREATE INDEX "admissions_audit_updated_at_idx" ON "admissions_audit" USING btree ("updated_at");
  CREATE INDEX "admissions_audit_created_at_idx" ON "admissions_audit" USING btree ("created_at");
  ALTER TABLE "applications" ADD CONSTRAINT "applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admissions_audit_fk" FOREIGN KEY ("admissions_audit_id") REFERENCES "public"."admissions_audit"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "applications_reviewer_idx" ON "applications" USING btree ("reviewer_id");
  CREATE INDEX "payload_locked_documents_rels_admissions_audit_id_idx" ON "payload_locked_documents_rels" USING btree ("admissions_audit_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "admissions_audit" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "applications_notes" CASCADE;
  DROP TABLE "admissions_audit" CASCADE;
  ALTER TABLE "applications" DROP CONSTRAINT "applications_reviewer_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_admissions_audit_fk";
  
  DROP INDEX "applications_reviewer_idx";
  DROP INDEX "payload_locked_documents_rels_admissions_audit_id_idx";
  ALTER TABLE "applications" DROP COLUMN "reviewer_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "admissions_audit_id";
  DROP TYPE "public"."enum_admissions_audit_action";`)
}
