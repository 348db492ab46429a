import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_applicant_messages_channel" ADD VALUE 'email' BEFORE 'telegram';
  ALTER TYPE "public"."enum_applicant_messages_kind" ADD VALUE 'submitted' BEFORE 'status';
  ALTER TABLE "applicant_messages" ADD COLUMN "subject" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applicant_messages" ALTER COLUMN "channel" SET DATA TYPE text;
  ALTER TABLE "applicant_messages" ALTER COLUMN "channel" SET DEFAULT 'telegram'::text;
  DROP TYPE "public"."enum_applicant_messages_channel";
  CREATE TYPE "public"."enum_applicant_messages_channel" AS ENUM('telegram');
  ALTER TABLE "applicant_messages" ALTER COLUMN "channel" SET DEFAULT 'telegram'::"public"."enum_applicant_messages_channel";
  ALTER TABLE "applicant_messages" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_applicant_messages_channel" USING "channel"::"public"."enum_applicant_messages_channel";
  ALTER TABLE "applicant_messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_applicant_messages_kind";
  CREATE TYPE "public"."enum_applicant_messages_kind" AS ENUM('status', 'contract', 'document_request');
  ALTER TABLE "applicant_messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_applicant_messages_kind" USING "kind"::"public"."enum_applicant_messages_kind";
  ALTER TABLE "applicant_messages" DROP COLUMN "subject";`)
}
