import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_status_log_from" AS ENUM('not_confirmed', 'received', 'in_consideration', 'approved', 'rejected');
  CREATE TYPE "public"."enum_applications_status_log_to" AS ENUM('not_confirmed', 'received', 'in_consideration', 'approved', 'rejected');
  CREATE TYPE "public"."enum_applications_status" AS ENUM('not_confirmed', 'received', 'in_consideration', 'approved', 'rejected');
  CREATE TYPE "public"."enum_applications_locale" AS ENUM('en', 'ru', 'uz');
  CREATE TYPE "public"."enum_applications_gender" AS ENUM('male', 'female');
  CREATE TYPE "public"."enum_application_files_kind" AS ENUM('photo', 'passport_copy', 'diploma', 'transcript', 'file4');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeExpiredApplications' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeExpiredApplications' BEFORE 'schedulePublish';
  CREATE TABLE "programs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"study_forms_id" integer
  );
  
  CREATE TABLE "applications_status_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" varchar,
  	"from" "enum_applications_status_log_from",
  	"to" "enum_applications_status_log_to" NOT NULL,
  	"comment" varchar
  );
  
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_number" varchar NOT NULL,
  	"status" "enum_applications_status" DEFAULT 'not_confirmed' NOT NULL,
  	"locale" "enum_applications_locale" DEFAULT 'en' NOT NULL,
  	"status_comment" varchar,
  	"degree_id" integer NOT NULL,
  	"study_form_id" integer NOT NULL,
  	"program_id" integer NOT NULL,
  	"faculty_id" integer,
  	"region_id" integer NOT NULL,
  	"last_name" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"middle_name" varchar,
  	"gender" "enum_applications_gender" NOT NULL,
  	"birth_date" varchar NOT NULL,
  	"birth_place" varchar NOT NULL,
  	"citizenship" varchar NOT NULL,
  	"passport_series" varchar NOT NULL,
  	"passport_number" varchar NOT NULL,
  	"passport_issued_by" varchar NOT NULL,
  	"passport_issue_date" varchar NOT NULL,
  	"passport_expiry_date" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"phone_extra" varchar,
  	"telegram_phone" varchar,
  	"email" varchar NOT NULL,
  	"temporary_address" varchar,
  	"permanent_address" varchar NOT NULL,
  	"father_name" varchar,
  	"father_phone" varchar,
  	"mother_name" varchar,
  	"mother_phone" varchar,
  	"institution_name" varchar NOT NULL,
  	"institution_address" varchar,
  	"is_transfer" boolean DEFAULT false,
  	"course" numeric,
  	"semester" numeric,
  	"study_from" varchar,
  	"study_to" varchar,
  	"decided_at" timestamp(3) with time zone,
  	"passport_key" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "application_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"kind" "enum_application_files_kind" NOT NULL,
  	"original_name" varchar NOT NULL,
  	"stored_name" varchar NOT NULL,
  	"mime_type" varchar NOT NULL,
  	"size" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "degrees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "degrees_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "study_forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "study_forms_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "regions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "regions_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contract_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "contract_sections_locales" (
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contract" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contract_locales" (
  	"title" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"university" varchar NOT NULL,
  	"student_lines" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  -- Existing programmes keep their degree and forms: the codes they used become catalogue entries.
  INSERT INTO "degrees" ("code") SELECT DISTINCT "degree"::text FROM "programs";
  INSERT INTO "degrees_locales" ("name", "_locale", "_parent_id") SELECT "code", 'en', "id" FROM "degrees";
  INSERT INTO "study_forms" ("code") SELECT DISTINCT "value"::text FROM "programs_study_forms" WHERE "value" IS NOT NULL;
  INSERT INTO "study_forms_locales" ("name", "_locale", "_parent_id") SELECT "code", 'en', "id" FROM "study_forms";
  INSERT INTO "programs_rels" ("order", "parent_id", "path", "study_forms_id") SELECT f."order", f."parent_id", 'studyForms', s."id" FROM "programs_study_forms" f JOIN "study_forms" s ON s."code" = f."value"::text;
  ALTER TABLE "programs_study_forms" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "programs_study_forms" CASCADE;
  ALTER TABLE "programs" ADD COLUMN "degree_id" integer;
  UPDATE "programs" SET "degree_id" = (SELECT "id" FROM "degrees" WHERE "degrees"."code" = "programs"."degree"::text);
  ALTER TABLE "programs" ALTER COLUMN "degree_id" SET NOT NULL;
  ALTER TABLE "programs" ADD COLUMN "admission_open" boolean DEFAULT true;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "application_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "degrees_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "study_forms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "regions_id" integer;
  ALTER TABLE "programs_rels" ADD CONSTRAINT "programs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programs_rels" ADD CONSTRAINT "programs_rels_study_forms_fk" FOREIGN KEY ("study_forms_id") REFERENCES "public"."study_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications_status_log" ADD CONSTRAINT "applications_status_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_study_form_id_study_forms_id_fk" FOREIGN KEY ("study_form_id") REFERENCES "public"."study_forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "degrees_locales" ADD CONSTRAINT "degrees_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."degrees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "study_forms_locales" ADD CONSTRAINT "study_forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."study_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_locales" ADD CONSTRAINT "regions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contract_sections" ADD CONSTRAINT "contract_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contract_sections_locales" ADD CONSTRAINT "contract_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contract_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contract_locales" ADD CONSTRAINT "contract_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "programs_rels_order_idx" ON "programs_rels" USING btree ("order");
  CREATE INDEX "programs_rels_parent_idx" ON "programs_rels" USING btree ("parent_id");
  CREATE INDEX "programs_rels_path_idx" ON "programs_rels" USING btree ("path");
  CREATE INDEX "programs_rels_study_forms_id_idx" ON "programs_rels" USING btree ("study_forms_id");
  CREATE INDEX "applications_status_log_order_idx" ON "applications_status_log" USING btree ("_order");
  CREATE INDEX "applications_status_log_parent_id_idx" ON "applications_status_log" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "applications_application_number_idx" ON "applications" USING btree ("application_number");
  CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");
  CREATE INDEX "applications_degree_idx" ON "applications" USING btree ("degree_id");
  CREATE INDEX "applications_study_form_idx" ON "applications" USING btree ("study_form_id");
  CREATE INDEX "applications_program_idx" ON "applications" USING btree ("program_id");
  CREATE INDEX "applications_faculty_idx" ON "applications" USING btree ("faculty_id");
  CREATE INDEX "applications_region_idx" ON "applications" USING btree ("region_id");
  CREATE INDEX "applications_passport_series_idx" ON "applications" USING btree ("passport_series");
  CREATE INDEX "applications_passport_number_idx" ON "applications" USING btree ("passport_number");
  CREATE INDEX "applications_is_transfer_idx" ON "applications" USING btree ("is_transfer");
  CREATE INDEX "applications_decided_at_idx" ON "applications" USING btree ("decided_at");
  CREATE INDEX "applications_passport_key_idx" ON "applications" USING btree ("passport_key");
  CREATE UNIQUE INDEX "applications_idempotency_key_idx" ON "applications" USING btree ("idempotency_key");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE INDEX "application_files_application_idx" ON "application_files" USING btree ("application_id");
  CREATE UNIQUE INDEX "application_files_stored_name_idx" ON "application_files" USING btree ("stored_name");
  CREATE INDEX "application_files_updated_at_idx" ON "application_files" USING btree ("updated_at");
  CREATE INDEX "application_files_created_at_idx" ON "application_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "degrees_code_idx" ON "degrees" USING btree ("code");
  CREATE INDEX "degrees_order_idx" ON "degrees" USING btree ("order");
  CREATE INDEX "degrees_updated_at_idx" ON "degrees" USING btree ("updated_at");
  CREATE INDEX "degrees_created_at_idx" ON "degrees" USING btree ("created_at");
  CREATE UNIQUE INDEX "degrees_locales_locale_parent_id_unique" ON "degrees_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "study_forms_code_idx" ON "study_forms" USING btree ("code");
  CREATE INDEX "study_forms_order_idx" ON "study_forms" USING btree ("order");
  CREATE INDEX "study_forms_updated_at_idx" ON "study_forms" USING btree ("updated_at");
  CREATE INDEX "study_forms_created_at_idx" ON "study_forms" USING btree ("created_at");
  CREATE UNIQUE INDEX "study_forms_locales_locale_parent_id_unique" ON "study_forms_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "regions_code_idx" ON "regions" USING btree ("code");
  CREATE INDEX "regions_order_idx" ON "regions" USING btree ("order");
  CREATE INDEX "regions_updated_at_idx" ON "regions" USING btree ("updated_at");
  CREATE INDEX "regions_created_at_idx" ON "regions" USING btree ("created_at");
  CREATE UNIQUE INDEX "regions_locales_locale_parent_id_unique" ON "regions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contract_sections_order_idx" ON "contract_sections" USING btree ("_order");
  CREATE INDEX "contract_sections_parent_id_idx" ON "contract_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contract_sections_locales_locale_parent_id_unique" ON "contract_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "contract_locales_locale_parent_id_unique" ON "contract_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "programs" ADD CONSTRAINT "programs_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_files_fk" FOREIGN KEY ("application_files_id") REFERENCES "public"."application_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_degrees_fk" FOREIGN KEY ("degrees_id") REFERENCES "public"."degrees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_study_forms_fk" FOREIGN KEY ("study_forms_id") REFERENCES "public"."study_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_regions_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "programs_degree_idx" ON "programs" USING btree ("degree_id");
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  CREATE INDEX "payload_locked_documents_rels_application_files_id_idx" ON "payload_locked_documents_rels" USING btree ("application_files_id");
  CREATE INDEX "payload_locked_documents_rels_degrees_id_idx" ON "payload_locked_documents_rels" USING btree ("degrees_id");
  CREATE INDEX "payload_locked_documents_rels_study_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("study_forms_id");
  CREATE INDEX "payload_locked_documents_rels_regions_id_idx" ON "payload_locked_documents_rels" USING btree ("regions_id");
  ALTER TABLE "programs" DROP COLUMN "degree";
  DROP TYPE "public"."enum_programs_study_forms";
  DROP TYPE "public"."enum_programs_degree";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_programs_study_forms" AS ENUM('full-time', 'part-time', 'evening', 'distance');
  CREATE TYPE "public"."enum_programs_degree" AS ENUM('bachelor', 'master', 'phd');
  CREATE TABLE "programs_study_forms" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_programs_study_forms",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "programs_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications_status_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "degrees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "degrees_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "study_forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "study_forms_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "regions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "regions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contract_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contract_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contract" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contract_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "programs_rels" CASCADE;
  DROP TABLE "applications_status_log" CASCADE;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "application_files" CASCADE;
  DROP TABLE "degrees" CASCADE;
  DROP TABLE "degrees_locales" CASCADE;
  DROP TABLE "study_forms" CASCADE;
  DROP TABLE "study_forms_locales" CASCADE;
  DROP TABLE "regions" CASCADE;
  DROP TABLE "regions_locales" CASCADE;
  DROP TABLE "contract_sections" CASCADE;
  DROP TABLE "contract_sections_locales" CASCADE;
  DROP TABLE "contract" CASCADE;
  DROP TABLE "contract_locales" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "programs" DROP CONSTRAINT "programs_degree_id_degrees_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_application_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_degrees_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_study_forms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_regions_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "programs_degree_idx";
  DROP INDEX "payload_locked_documents_rels_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_application_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_degrees_id_idx";
  DROP INDEX "payload_locked_documents_rels_study_forms_id_idx";
  DROP INDEX "payload_locked_documents_rels_regions_id_idx";
  ALTER TABLE "programs" ADD COLUMN "degree" "enum_programs_degree" NOT NULL;
  ALTER TABLE "programs_study_forms" ADD CONSTRAINT "programs_study_forms_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "programs_study_forms_order_idx" ON "programs_study_forms" USING btree ("order");
  CREATE INDEX "programs_study_forms_parent_idx" ON "programs_study_forms" USING btree ("parent_id");
  ALTER TABLE "programs" DROP COLUMN "degree_id";
  ALTER TABLE "programs" DROP COLUMN "admission_open";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "application_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "degrees_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "study_forms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "regions_id";
  DROP TYPE "public"."enum_applications_status_log_from";
  DROP TYPE "public"."enum_applications_status_log_to";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_applications_locale";
  DROP TYPE "public"."enum_applications_gender";
  DROP TYPE "public"."enum_application_files_kind";`)
}
