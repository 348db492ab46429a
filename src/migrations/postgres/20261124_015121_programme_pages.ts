import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" ADD COLUMN "faculty_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_faculty_id" integer;
  ALTER TABLE "programs" ADD COLUMN "slug" varchar;
  ALTER TABLE "programs" ADD COLUMN "application_deadline" timestamp(3) with time zone;
  ALTER TABLE "programs_locales" ADD COLUMN "overview" jsonb;
  ALTER TABLE "programs_locales" ADD COLUMN "curriculum" jsonb;
  ALTER TABLE "programs_locales" ADD COLUMN "requirements" jsonb;
  ALTER TABLE "programs_locales" ADD COLUMN "careers" jsonb;
  ALTER TABLE "_programs_v" ADD COLUMN "version_slug" varchar;
  ALTER TABLE "_programs_v" ADD COLUMN "version_application_deadline" timestamp(3) with time zone;
  ALTER TABLE "_programs_v_locales" ADD COLUMN "version_overview" jsonb;
  ALTER TABLE "_programs_v_locales" ADD COLUMN "version_curriculum" jsonb;
  ALTER TABLE "_programs_v_locales" ADD COLUMN "version_requirements" jsonb;
  ALTER TABLE "_programs_v_locales" ADD COLUMN "version_careers" jsonb;
  ALTER TABLE "team" ADD COLUMN "faculty_id" integer;
  ALTER TABLE "_team_v" ADD COLUMN "version_faculty_id" integer;
  ALTER TABLE "news" ADD CONSTRAINT "news_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_faculty_id_faculties_id_fk" FOREIGN KEY ("version_faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team" ADD CONSTRAINT "team_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_v" ADD CONSTRAINT "_team_v_version_faculty_id_faculties_id_fk" FOREIGN KEY ("version_faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_faculty_idx" ON "news" USING btree ("faculty_id");
  CREATE INDEX "_news_v_version_version_faculty_idx" ON "_news_v" USING btree ("version_faculty_id");
  CREATE UNIQUE INDEX "programs_slug_idx" ON "programs" USING btree ("slug");
  CREATE INDEX "_programs_v_version_version_slug_idx" ON "_programs_v" USING btree ("version_slug");
  CREATE INDEX "team_faculty_idx" ON "team" USING btree ("faculty_id");
  CREATE INDEX "_team_v_version_version_faculty_idx" ON "_team_v" USING btree ("version_faculty_id");`)
  // Programmes stored before they had pages get an address editors can change.
  await db.execute(sql`UPDATE "programs" SET "slug" = 'programme-' || "id" WHERE "slug" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DROP CONSTRAINT "news_faculty_id_faculties_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_faculty_id_faculties_id_fk";
  
  ALTER TABLE "team" DROP CONSTRAINT "team_faculty_id_faculties_id_fk";
  
  ALTER TABLE "_team_v" DROP CONSTRAINT "_team_v_version_faculty_id_faculties_id_fk";
  
  DROP INDEX "news_faculty_idx";
  DROP INDEX "_news_v_version_version_faculty_idx";
  DROP INDEX "programs_slug_idx";
  DROP INDEX "_programs_v_version_version_slug_idx";
  DROP INDEX "team_faculty_idx";
  DROP INDEX "_team_v_version_version_faculty_idx";
  ALTER TABLE "news" DROP COLUMN "faculty_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_faculty_id";
  ALTER TABLE "programs" DROP COLUMN "slug";
  ALTER TABLE "programs" DROP COLUMN "application_deadline";
  ALTER TABLE "programs_locales" DROP COLUMN "overview";
  ALTER TABLE "programs_locales" DROP COLUMN "curriculum";
  ALTER TABLE "programs_locales" DROP COLUMN "requirements";
  ALTER TABLE "programs_locales" DROP COLUMN "careers";
  ALTER TABLE "_programs_v" DROP COLUMN "version_slug";
  ALTER TABLE "_programs_v" DROP COLUMN "version_application_deadline";
  ALTER TABLE "_programs_v_locales" DROP COLUMN "version_overview";
  ALTER TABLE "_programs_v_locales" DROP COLUMN "version_curriculum";
  ALTER TABLE "_programs_v_locales" DROP COLUMN "version_requirements";
  ALTER TABLE "_programs_v_locales" DROP COLUMN "version_careers";
  ALTER TABLE "team" DROP COLUMN "faculty_id";
  ALTER TABLE "_team_v" DROP COLUMN "version_faculty_id";`)
}
