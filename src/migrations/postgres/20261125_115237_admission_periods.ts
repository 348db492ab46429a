import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The programme's former "Applications until" day becomes the closing moment of its own
// admission period: 23:59 of that day in Tashkent (docs/decisions/034-admission-periods.md).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_programs_admission_period_opensat_tz" AS ENUM('Asia/Tashkent', 'UTC', 'Europe/London', 'Europe/Berlin', 'Europe/Moscow', 'Asia/Dubai', 'Asia/Shanghai', 'Asia/Seoul');
  CREATE TYPE "public"."enum_programs_admission_period_closesat_tz" AS ENUM('Asia/Tashkent', 'UTC', 'Europe/London', 'Europe/Berlin', 'Europe/Moscow', 'Asia/Dubai', 'Asia/Shanghai', 'Asia/Seoul');
  CREATE TYPE "public"."enum__programs_v_version_admission_period_opensat_tz" AS ENUM('Asia/Tashkent', 'UTC', 'Europe/London', 'Europe/Berlin', 'Europe/Moscow', 'Asia/Dubai', 'Asia/Shanghai', 'Asia/Seoul');
  CREATE TYPE "public"."enum__programs_v_version_admission_period_closesat_tz" AS ENUM('Asia/Tashkent', 'UTC', 'Europe/London', 'Europe/Berlin', 'Europe/Moscow', 'Asia/Dubai', 'Asia/Shanghai', 'Asia/Seoul');
  CREATE TYPE "public"."enum_degrees_admission_period_opensat_tz" AS ENUM('Asia/Tashkent', 'UTC', 'Europe/London', 'Europe/Berlin', 'Europe/Moscow', 'Asia/Dubai', 'Asia/Shanghai', 'Asia/Seoul');
  CREATE TYPE "public"."enum_degrees_admission_period_closesat_tz" AS ENUM('Asia/Tashkent', 'UTC', 'Europe/London', 'Europe/Berlin', 'Europe/Moscow', 'Asia/Dubai', 'Asia/Shanghai', 'Asia/Seoul');
  ALTER TABLE "programs" ADD COLUMN "admission_period_opens_at" timestamp(3) with time zone;
  ALTER TABLE "programs" ADD COLUMN "admission_period_opensat_tz" "enum_programs_admission_period_opensat_tz" DEFAULT 'Asia/Tashkent';
  ALTER TABLE "programs" ADD COLUMN "admission_period_closes_at" timestamp(3) with time zone;
  ALTER TABLE "programs" ADD COLUMN "admission_period_closesat_tz" "enum_programs_admission_period_closesat_tz" DEFAULT 'Asia/Tashkent';
  ALTER TABLE "_programs_v" ADD COLUMN "version_admission_period_opens_at" timestamp(3) with time zone;
  ALTER TABLE "_programs_v" ADD COLUMN "version_admission_period_opensat_tz" "enum__programs_v_version_admission_period_opensat_tz" DEFAULT 'Asia/Tashkent';
  ALTER TABLE "_programs_v" ADD COLUMN "version_admission_period_closes_at" timestamp(3) with time zone;
  ALTER TABLE "_programs_v" ADD COLUMN "version_admission_period_closesat_tz" "enum__programs_v_version_admission_period_closesat_tz" DEFAULT 'Asia/Tashkent';
  ALTER TABLE "degrees" ADD COLUMN "admission_period_opens_at" timestamp(3) with time zone;
  ALTER TABLE "degrees" ADD COLUMN "admission_period_opensat_tz" "enum_degrees_admission_period_opensat_tz" DEFAULT 'Asia/Tashkent';
  ALTER TABLE "degrees" ADD COLUMN "admission_period_closes_at" timestamp(3) with time zone;
  ALTER TABLE "degrees" ADD COLUMN "admission_period_closesat_tz" "enum_degrees_admission_period_closesat_tz" DEFAULT 'Asia/Tashkent';
  UPDATE "programs" SET "admission_period_closes_at" = ((("application_deadline" AT TIME ZONE 'Asia/Tashkent')::date + time '23:59') AT TIME ZONE 'Asia/Tashkent') WHERE "application_deadline" IS NOT NULL;
  UPDATE "_programs_v" SET "version_admission_period_closes_at" = ((("version_application_deadline" AT TIME ZONE 'Asia/Tashkent')::date + time '23:59') AT TIME ZONE 'Asia/Tashkent') WHERE "version_application_deadline" IS NOT NULL;
  ALTER TABLE "programs" DROP COLUMN "application_deadline";
  ALTER TABLE "_programs_v" DROP COLUMN "version_application_deadline";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "programs" ADD COLUMN "application_deadline" timestamp(3) with time zone;
  ALTER TABLE "_programs_v" ADD COLUMN "version_application_deadline" timestamp(3) with time zone;
  UPDATE "programs" SET "application_deadline" = "admission_period_closes_at";
  UPDATE "_programs_v" SET "version_application_deadline" = "version_admission_period_closes_at";
  ALTER TABLE "programs" DROP COLUMN "admission_period_opens_at";
  ALTER TABLE "programs" DROP COLUMN "admission_period_opensat_tz";
  ALTER TABLE "programs" DROP COLUMN "admission_period_closes_at";
  ALTER TABLE "programs" DROP COLUMN "admission_period_closesat_tz";
  ALTER TABLE "_programs_v" DROP COLUMN "version_admission_period_opens_at";
  ALTER TABLE "_programs_v" DROP COLUMN "version_admission_period_opensat_tz";
  ALTER TABLE "_programs_v" DROP COLUMN "version_admission_period_closes_at";
  ALTER TABLE "_programs_v" DROP COLUMN "version_admission_period_closesat_tz";
  ALTER TABLE "degrees" DROP COLUMN "admission_period_opens_at";
  ALTER TABLE "degrees" DROP COLUMN "admission_period_opensat_tz";
  ALTER TABLE "degrees" DROP COLUMN "admission_period_closes_at";
  ALTER TABLE "degrees" DROP COLUMN "admission_period_closesat_tz";
  DROP TYPE "public"."enum_programs_admission_period_opensat_tz";
  DROP TYPE "public"."enum_programs_admission_period_closesat_tz";
  DROP TYPE "public"."enum__programs_v_version_admission_period_opensat_tz";
  DROP TYPE "public"."enum__programs_v_version_admission_period_closesat_tz";
  DROP TYPE "public"."enum_degrees_admission_period_opensat_tz";
  DROP TYPE "public"."enum_degrees_admission_period_closesat_tz";`)
}
