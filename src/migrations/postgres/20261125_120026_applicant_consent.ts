import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_consent_language" AS ENUM('en', 'ru', 'uz');
  ALTER TABLE "applications" ADD COLUMN "consent_given_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "consent_notice_version" varchar;
  ALTER TABLE "applications" ADD COLUMN "consent_language" "enum_applications_consent_language";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" DROP COLUMN "consent_given_at";
  ALTER TABLE "applications" DROP COLUMN "consent_notice_version";
  ALTER TABLE "applications" DROP COLUMN "consent_language";
  DROP TYPE "public"."enum_applications_consent_language";`)
}
