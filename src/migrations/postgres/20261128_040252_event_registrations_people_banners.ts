import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { type NameRow, personSlugs } from '../../fields/personSlugs'

/** Each person already listed gets their page's address (src/fields/personSlugs.ts). */
async function giveSlugs(db: MigrateUpArgs['db'], table: 'team' | 'members') {
  const { rows } = await db.execute(
    sql.raw(`SELECT p.id AS id, l._locale AS locale, l.name AS name FROM ${table} p LEFT JOIN ${table}_locales l ON l._parent_id = p.id ORDER BY p.id`),
  )
  for (const [id, slug] of personSlugs(rows as NameRow[])) await db.execute(sql`UPDATE ${sql.identifier(table)} SET slug = ${slug} WHERE id = ${id}`)
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_event_registrations_locale" AS ENUM('en', 'ru', 'uz');
  CREATE TYPE "public"."enum_event_registrations_state" AS ENUM('confirmed', 'waiting', 'cancelled');
  CREATE TABLE "event_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"locale" "enum_event_registrations_locale" DEFAULT 'en' NOT NULL,
  	"state" "enum_event_registrations_state" DEFAULT 'confirmed' NOT NULL,
  	"cancelled_at" timestamp(3) with time zone,
  	"cancel_token_hash" varchar,
  	"mail_due_at" timestamp(3) with time zone,
  	"mail_kind" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "events" ADD COLUMN "registration_open" boolean DEFAULT false;
  ALTER TABLE "events" ADD COLUMN "registration_capacity" numeric;
  ALTER TABLE "events" ADD COLUMN "registration_waiting_list" boolean DEFAULT true;
  ALTER TABLE "events" ADD COLUMN "registration_closes_at" timestamp(3) with time zone;
  ALTER TABLE "_events_v" ADD COLUMN "version_registration_open" boolean DEFAULT false;
  ALTER TABLE "_events_v" ADD COLUMN "version_registration_capacity" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_registration_waiting_list" boolean DEFAULT true;
  ALTER TABLE "_events_v" ADD COLUMN "version_registration_closes_at" timestamp(3) with time zone;
  ALTER TABLE "faculties" ADD COLUMN "banner_id" integer;
  ALTER TABLE "_faculties_v" ADD COLUMN "version_banner_id" integer;
  ALTER TABLE "programs" ADD COLUMN "banner_id" integer;
  ALTER TABLE "programs_locales" ADD COLUMN "outcomes" jsonb;
  ALTER TABLE "_programs_v" ADD COLUMN "version_banner_id" integer;
  ALTER TABLE "_programs_v_locales" ADD COLUMN "version_outcomes" jsonb;
  ALTER TABLE "team" ADD COLUMN "slug" varchar;
  ALTER TABLE "team_locales" ADD COLUMN "office" varchar;
  ALTER TABLE "team_locales" ADD COLUMN "office_hours" varchar;
  ALTER TABLE "_team_v" ADD COLUMN "version_slug" varchar;
  ALTER TABLE "_team_v_locales" ADD COLUMN "version_office" varchar;
  ALTER TABLE "_team_v_locales" ADD COLUMN "version_office_hours" varchar;
  ALTER TABLE "members" ADD COLUMN "faculty_id" integer;
  ALTER TABLE "members" ADD COLUMN "slug" varchar;
  ALTER TABLE "members" ADD COLUMN "email" varchar;
  ALTER TABLE "members" ADD COLUMN "phone" varchar;
  ALTER TABLE "members_locales" ADD COLUMN "bio" jsonb;
  ALTER TABLE "members_locales" ADD COLUMN "office" varchar;
  ALTER TABLE "members_locales" ADD COLUMN "office_hours" varchar;
  ALTER TABLE "_members_v" ADD COLUMN "version_faculty_id" integer;
  ALTER TABLE "_members_v" ADD COLUMN "version_slug" varchar;
  ALTER TABLE "_members_v" ADD COLUMN "version_email" varchar;
  ALTER TABLE "_members_v" ADD COLUMN "version_phone" varchar;
  ALTER TABLE "_members_v_locales" ADD COLUMN "version_bio" jsonb;
  ALTER TABLE "_members_v_locales" ADD COLUMN "version_office" varchar;
  ALTER TABLE "_members_v_locales" ADD COLUMN "version_office_hours" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_registrations_id" integer;
  ALTER TABLE "settings" ADD COLUMN "section_banners_faculties_id" integer;
  ALTER TABLE "settings" ADD COLUMN "section_banners_programmes_id" integer;
  ALTER TABLE "settings" ADD COLUMN "section_banners_news_id" integer;
  ALTER TABLE "settings" ADD COLUMN "section_banners_events_id" integer;
  ALTER TABLE "settings" ADD COLUMN "section_banners_documents_id" integer;
  ALTER TABLE "settings" ADD COLUMN "section_banners_contact_id" integer;
  ALTER TABLE "settings" ADD COLUMN "section_banners_admissions_id" integer;
  ALTER TABLE "settings" ADD COLUMN "section_banners_search_id" integer;
  ALTER TABLE "settings" ADD COLUMN "section_banners_people_id" integer;
  ALTER TABLE "_settings_v" ADD COLUMN "version_section_banners_faculties_id" integer;
  ALTER TABLE "_settings_v" ADD COLUMN "version_section_banners_programmes_id" integer;
  ALTER TABLE "_settings_v" ADD COLUMN "version_section_banners_news_id" integer;
  ALTER TABLE "_settings_v" ADD COLUMN "version_section_banners_events_id" integer;
  ALTER TABLE "_settings_v" ADD COLUMN "version_section_banners_documents_id" integer;
  ALTER TABLE "_settings_v" ADD COLUMN "version_section_banners_contact_id" integer;
  ALTER TABLE "_settings_v" ADD COLUMN "version_section_banners_admissions_id" integer;
  ALTER TABLE "_settings_v" ADD COLUMN "version_section_banners_search_id" integer;
  ALTER TABLE "_settings_v" ADD COLUMN "version_section_banners_people_id" integer;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");
  CREATE INDEX "event_registrations_email_idx" ON "event_registrations" USING btree ("email");
  CREATE INDEX "event_registrations_state_idx" ON "event_registrations" USING btree ("state");
  CREATE INDEX "event_registrations_cancel_token_hash_idx" ON "event_registrations" USING btree ("cancel_token_hash");
  CREATE INDEX "event_registrations_mail_due_at_idx" ON "event_registrations" USING btree ("mail_due_at");
  CREATE INDEX "event_registrations_updated_at_idx" ON "event_registrations" USING btree ("updated_at");
  CREATE INDEX "event_registrations_created_at_idx" ON "event_registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_email_idx" ON "event_registrations" USING btree ("event_id","email");
  ALTER TABLE "faculties" ADD CONSTRAINT "faculties_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faculties_v" ADD CONSTRAINT "_faculties_v_version_banner_id_media_id_fk" FOREIGN KEY ("version_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programs" ADD CONSTRAINT "programs_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programs_v" ADD CONSTRAINT "_programs_v_version_banner_id_media_id_fk" FOREIGN KEY ("version_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "members" ADD CONSTRAINT "members_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_members_v" ADD CONSTRAINT "_members_v_version_faculty_id_faculties_id_fk" FOREIGN KEY ("version_faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_registrations_fk" FOREIGN KEY ("event_registrations_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_section_banners_faculties_id_media_id_fk" FOREIGN KEY ("section_banners_faculties_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_section_banners_programmes_id_media_id_fk" FOREIGN KEY ("section_banners_programmes_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_section_banners_news_id_media_id_fk" FOREIGN KEY ("section_banners_news_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_section_banners_events_id_media_id_fk" FOREIGN KEY ("section_banners_events_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_section_banners_documents_id_media_id_fk" FOREIGN KEY ("section_banners_documents_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_section_banners_contact_id_media_id_fk" FOREIGN KEY ("section_banners_contact_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_section_banners_admissions_id_media_id_fk" FOREIGN KEY ("section_banners_admissions_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_section_banners_search_id_media_id_fk" FOREIGN KEY ("section_banners_search_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_section_banners_people_id_media_id_fk" FOREIGN KEY ("section_banners_people_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_section_banners_faculties_id_media_id_fk" FOREIGN KEY ("version_section_banners_faculties_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_section_banners_programmes_id_media_id_fk" FOREIGN KEY ("version_section_banners_programmes_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_section_banners_news_id_media_id_fk" FOREIGN KEY ("version_section_banners_news_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_section_banners_events_id_media_id_fk" FOREIGN KEY ("version_section_banners_events_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_section_banners_documents_id_media_id_fk" FOREIGN KEY ("version_section_banners_documents_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_section_banners_contact_id_media_id_fk" FOREIGN KEY ("version_section_banners_contact_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_section_banners_admissions_id_media_id_fk" FOREIGN KEY ("version_section_banners_admissions_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_section_banners_search_id_media_id_fk" FOREIGN KEY ("version_section_banners_search_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_section_banners_people_id_media_id_fk" FOREIGN KEY ("version_section_banners_people_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "faculties_banner_idx" ON "faculties" USING btree ("banner_id");
  CREATE INDEX "_faculties_v_version_version_banner_idx" ON "_faculties_v" USING btree ("version_banner_id");
  CREATE INDEX "programs_banner_idx" ON "programs" USING btree ("banner_id");
  CREATE INDEX "_programs_v_version_version_banner_idx" ON "_programs_v" USING btree ("version_banner_id");
  CREATE UNIQUE INDEX "team_slug_idx" ON "team" USING btree ("slug");
  CREATE INDEX "_team_v_version_version_slug_idx" ON "_team_v" USING btree ("version_slug");
  CREATE INDEX "members_faculty_idx" ON "members" USING btree ("faculty_id");
  CREATE UNIQUE INDEX "members_slug_idx" ON "members" USING btree ("slug");
  CREATE INDEX "_members_v_version_version_faculty_idx" ON "_members_v" USING btree ("version_faculty_id");
  CREATE INDEX "_members_v_version_version_slug_idx" ON "_members_v" USING btree ("version_slug");
  CREATE INDEX "payload_locked_documents_rels_event_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("event_registrations_id");
  CREATE INDEX "settings_section_banners_section_banners_faculties_idx" ON "settings" USING btree ("section_banners_faculties_id");
  CREATE INDEX "settings_section_banners_section_banners_programmes_idx" ON "settings" USING btree ("section_banners_programmes_id");
  CREATE INDEX "settings_section_banners_section_banners_news_idx" ON "settings" USING btree ("section_banners_news_id");
  CREATE INDEX "settings_section_banners_section_banners_events_idx" ON "settings" USING btree ("section_banners_events_id");
  CREATE INDEX "settings_section_banners_section_banners_documents_idx" ON "settings" USING btree ("section_banners_documents_id");
  CREATE INDEX "settings_section_banners_section_banners_contact_idx" ON "settings" USING btree ("section_banners_contact_id");
  CREATE INDEX "settings_section_banners_section_banners_admissions_idx" ON "settings" USING btree ("section_banners_admissions_id");
  CREATE INDEX "settings_section_banners_section_banners_search_idx" ON "settings" USING btree ("section_banners_search_id");
  CREATE INDEX "settings_section_banners_section_banners_people_idx" ON "settings" USING btree ("section_banners_people_id");
  CREATE INDEX "_settings_v_version_section_banners_version_section_bann_idx" ON "_settings_v" USING btree ("version_section_banners_faculties_id");
  CREATE INDEX "_settings_v_version_section_banners_version_section_ba_1_idx" ON "_settings_v" USING btree ("version_section_banners_programmes_id");
  CREATE INDEX "_settings_v_version_section_banners_version_section_ba_2_idx" ON "_settings_v" USING btree ("version_section_banners_news_id");
  CREATE INDEX "_settings_v_version_section_banners_version_section_ba_3_idx" ON "_settings_v" USING btree ("version_section_banners_events_id");
  CREATE INDEX "_settings_v_version_section_banners_version_section_ba_4_idx" ON "_settings_v" USING btree ("version_section_banners_documents_id");
  CREATE INDEX "_settings_v_version_section_banners_version_section_ba_5_idx" ON "_settings_v" USING btree ("version_section_banners_contact_id");
  CREATE INDEX "_settings_v_version_section_banners_version_section_ba_6_idx" ON "_settings_v" USING btree ("version_section_banners_admissions_id");
  CREATE INDEX "_settings_v_version_section_banners_version_section_ba_7_idx" ON "_settings_v" USING btree ("version_section_banners_search_id");
  CREATE INDEX "_settings_v_version_section_banners_version_section_ba_8_idx" ON "_settings_v" USING btree ("version_section_banners_people_id");`)
  await giveSlugs(db, 'team')
  await giveSlugs(db, 'members')
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "event_registrations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "event_registrations" CASCADE;
  ALTER TABLE "faculties" DROP CONSTRAINT "faculties_banner_id_media_id_fk";
  
  ALTER TABLE "_faculties_v" DROP CONSTRAINT "_faculties_v_version_banner_id_media_id_fk";
  
  ALTER TABLE "programs" DROP CONSTRAINT "programs_banner_id_media_id_fk";
  
  ALTER TABLE "_programs_v" DROP CONSTRAINT "_programs_v_version_banner_id_media_id_fk";
  
  ALTER TABLE "members" DROP CONSTRAINT "members_faculty_id_faculties_id_fk";
  
  ALTER TABLE "_members_v" DROP CONSTRAINT "_members_v_version_faculty_id_faculties_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_registrations_fk";
  
  ALTER TABLE "settings" DROP CONSTRAINT "settings_section_banners_faculties_id_media_id_fk";
  
  ALTER TABLE "settings" DROP CONSTRAINT "settings_section_banners_programmes_id_media_id_fk";
  
  ALTER TABLE "settings" DROP CONSTRAINT "settings_section_banners_news_id_media_id_fk";
  
  ALTER TABLE "settings" DROP CONSTRAINT "settings_section_banners_events_id_media_id_fk";
  
  ALTER TABLE "settings" DROP CONSTRAINT "settings_section_banners_documents_id_media_id_fk";
  
  ALTER TABLE "settings" DROP CONSTRAINT "settings_section_banners_contact_id_media_id_fk";
  
  ALTER TABLE "settings" DROP CONSTRAINT "settings_section_banners_admissions_id_media_id_fk";
  
  ALTER TABLE "settings" DROP CONSTRAINT "settings_section_banners_search_id_media_id_fk";
  
  ALTER TABLE "settings" DROP CONSTRAINT "settings_section_banners_people_id_media_id_fk";
  
  ALTER TABLE "_settings_v" DROP CONSTRAINT "_settings_v_version_section_banners_faculties_id_media_id_fk";
  
  ALTER TABLE "_settings_v" DROP CONSTRAINT "_settings_v_version_section_banners_programmes_id_media_id_fk";
  
  ALTER TABLE "_settings_v" DROP CONSTRAINT "_settings_v_version_section_banners_news_id_media_id_fk";
  
  ALTER TABLE "_settings_v" DROP CONSTRAINT "_settings_v_version_section_banners_events_id_media_id_fk";
  
  ALTER TABLE "_settings_v" DROP CONSTRAINT "_settings_v_version_section_banners_documents_id_media_id_fk";
  
  ALTER TABLE "_settings_v" DROP CONSTRAINT "_settings_v_version_section_banners_contact_id_media_id_fk";
  
  ALTER TABLE "_settings_v" DROP CONSTRAINT "_settings_v_version_section_banners_admissions_id_media_id_fk";
  
  ALTER TABLE "_settings_v" DROP CONSTRAINT "_settings_v_version_section_banners_search_id_media_id_fk";
  
  ALTER TABLE "_settings_v" DROP CONSTRAINT "_settings_v_version_section_banners_people_id_media_id_fk";
  
  DROP INDEX "faculties_banner_idx";
  DROP INDEX "_faculties_v_version_version_banner_idx";
  DROP INDEX "programs_banner_idx";
  DROP INDEX "_programs_v_version_version_banner_idx";
  DROP INDEX "team_slug_idx";
  DROP INDEX "_team_v_version_version_slug_idx";
  DROP INDEX "members_faculty_idx";
  DROP INDEX "members_slug_idx";
  DROP INDEX "_members_v_version_version_faculty_idx";
  DROP INDEX "_members_v_version_version_slug_idx";
  DROP INDEX "payload_locked_documents_rels_event_registrations_id_idx";
  DROP INDEX "settings_section_banners_section_banners_faculties_idx";
  DROP INDEX "settings_section_banners_section_banners_programmes_idx";
  DROP INDEX "settings_section_banners_section_banners_news_idx";
  DROP INDEX "settings_section_banners_section_banners_events_idx";
  DROP INDEX "settings_section_banners_section_banners_documents_idx";
  DROP INDEX "settings_section_banners_section_banners_contact_idx";
  DROP INDEX "settings_section_banners_section_banners_admissions_idx";
  DROP INDEX "settings_section_banners_section_banners_search_idx";
  DROP INDEX "settings_section_banners_section_banners_people_idx";
  DROP INDEX "_settings_v_version_section_banners_version_section_bann_idx";
  DROP INDEX "_settings_v_version_section_banners_version_section_ba_1_idx";
  DROP INDEX "_settings_v_version_section_banners_version_section_ba_2_idx";
  DROP INDEX "_settings_v_version_section_banners_version_section_ba_3_idx";
  DROP INDEX "_settings_v_version_section_banners_version_section_ba_4_idx";
  DROP INDEX "_settings_v_version_section_banners_version_section_ba_5_idx";
  DROP INDEX "_settings_v_version_section_banners_version_section_ba_6_idx";
  DROP INDEX "_settings_v_version_section_banners_version_section_ba_7_idx";
  DROP INDEX "_settings_v_version_section_banners_version_section_ba_8_idx";
  ALTER TABLE "events" DROP COLUMN "registration_open";
  ALTER TABLE "events" DROP COLUMN "registration_capacity";
  ALTER TABLE "events" DROP COLUMN "registration_waiting_list";
  ALTER TABLE "events" DROP COLUMN "registration_closes_at";
  ALTER TABLE "_events_v" DROP COLUMN "version_registration_open";
  ALTER TABLE "_events_v" DROP COLUMN "version_registration_capacity";
  ALTER TABLE "_events_v" DROP COLUMN "version_registration_waiting_list";
  ALTER TABLE "_events_v" DROP COLUMN "version_registration_closes_at";
  ALTER TABLE "faculties" DROP COLUMN "banner_id";
  ALTER TABLE "_faculties_v" DROP COLUMN "version_banner_id";
  ALTER TABLE "programs" DROP COLUMN "banner_id";
  ALTER TABLE "programs_locales" DROP COLUMN "outcomes";
  ALTER TABLE "_programs_v" DROP COLUMN "version_banner_id";
  ALTER TABLE "_programs_v_locales" DROP COLUMN "version_outcomes";
  ALTER TABLE "team" DROP COLUMN "slug";
  ALTER TABLE "team_locales" DROP COLUMN "office";
  ALTER TABLE "team_locales" DROP COLUMN "office_hours";
  ALTER TABLE "_team_v" DROP COLUMN "version_slug";
  ALTER TABLE "_team_v_locales" DROP COLUMN "version_office";
  ALTER TABLE "_team_v_locales" DROP COLUMN "version_office_hours";
  ALTER TABLE "members" DROP COLUMN "faculty_id";
  ALTER TABLE "members" DROP COLUMN "slug";
  ALTER TABLE "members" DROP COLUMN "email";
  ALTER TABLE "members" DROP COLUMN "phone";
  ALTER TABLE "members_locales" DROP COLUMN "bio";
  ALTER TABLE "members_locales" DROP COLUMN "office";
  ALTER TABLE "members_locales" DROP COLUMN "office_hours";
  ALTER TABLE "_members_v" DROP COLUMN "version_faculty_id";
  ALTER TABLE "_members_v" DROP COLUMN "version_slug";
  ALTER TABLE "_members_v" DROP COLUMN "version_email";
  ALTER TABLE "_members_v" DROP COLUMN "version_phone";
  ALTER TABLE "_members_v_locales" DROP COLUMN "version_bio";
  ALTER TABLE "_members_v_locales" DROP COLUMN "version_office";
  ALTER TABLE "_members_v_locales" DROP COLUMN "version_office_hours";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_registrations_id";
  ALTER TABLE "settings" DROP COLUMN "section_banners_faculties_id";
  ALTER TABLE "settings" DROP COLUMN "section_banners_programmes_id";
  ALTER TABLE "settings" DROP COLUMN "section_banners_news_id";
  ALTER TABLE "settings" DROP COLUMN "section_banners_events_id";
  ALTER TABLE "settings" DROP COLUMN "section_banners_documents_id";
  ALTER TABLE "settings" DROP COLUMN "section_banners_contact_id";
  ALTER TABLE "settings" DROP COLUMN "section_banners_admissions_id";
  ALTER TABLE "settings" DROP COLUMN "section_banners_search_id";
  ALTER TABLE "settings" DROP COLUMN "section_banners_people_id";
  ALTER TABLE "_settings_v" DROP COLUMN "version_section_banners_faculties_id";
  ALTER TABLE "_settings_v" DROP COLUMN "version_section_banners_programmes_id";
  ALTER TABLE "_settings_v" DROP COLUMN "version_section_banners_news_id";
  ALTER TABLE "_settings_v" DROP COLUMN "version_section_banners_events_id";
  ALTER TABLE "_settings_v" DROP COLUMN "version_section_banners_documents_id";
  ALTER TABLE "_settings_v" DROP COLUMN "version_section_banners_contact_id";
  ALTER TABLE "_settings_v" DROP COLUMN "version_section_banners_admissions_id";
  ALTER TABLE "_settings_v" DROP COLUMN "version_section_banners_search_id";
  ALTER TABLE "_settings_v" DROP COLUMN "version_section_banners_people_id";
  DROP TYPE "public"."enum_event_registrations_locale";
  DROP TYPE "public"."enum_event_registrations_state";`)
}
