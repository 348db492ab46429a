import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_categories_kind" AS ENUM('news', 'events');
  CREATE TYPE "public"."enum__programs_v_version_languages" AS ENUM('uz', 'ru', 'en');
  CREATE TYPE "public"."enum__galleries_v_version_kind" AS ENUM('photo', 'video');
  CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_published_locale" AS ENUM('en', 'ru', 'uz');
  CREATE TYPE "public"."enum__settings_v_version_social_links_icon" AS ENUM('telegram', 'instagram', 'facebook', 'youtube', 'x', 'linkedin');
  CREATE TYPE "public"."enum__settings_v_version_phone2_status" AS ENUM('active', 'inactive');
  CREATE TYPE "public"."enum__settings_v_version_apply_button_status" AS ENUM('active', 'inactive');
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"kind" "enum_categories_kind" DEFAULT 'news' NOT NULL,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faculties_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_image_id" integer NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_faculties_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_dean" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_programs_v_version_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__programs_v_version_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_programs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" varchar,
  	"version_faculty_id" integer NOT NULL,
  	"version_order" numeric DEFAULT 100,
  	"version_degree_id" integer NOT NULL,
  	"version_admission_open" boolean DEFAULT true,
  	"version_duration_years" numeric NOT NULL,
  	"version_tuition_fee" numeric NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_programs_v_locales" (
  	"version_name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_programs_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"study_forms_id" integer
  );
  
  CREATE TABLE "_partners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_logo_id" integer NOT NULL,
  	"version_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_partners_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_country" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_partners_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_galleries_v_version_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_galleries_v_version_videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_galleries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_kind" "enum__galleries_v_version_kind" DEFAULT 'photo' NOT NULL,
  	"version_cover_id" integer NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_galleries_v_locales" (
  	"version_title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_galleries_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_clubs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_image_id" integer NOT NULL,
  	"version_contact" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_clubs_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_description" varchar,
  	"version_schedule" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_team_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_photo_id" integer NOT NULL,
  	"version_email" varchar,
  	"version_phone" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_team_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_position" varchar NOT NULL,
  	"version_bio" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_members_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric DEFAULT 100,
  	"version_photo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_members_v_locales" (
  	"version_name" varchar NOT NULL,
  	"version_role" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_version_about_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_about_stats_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_version_journey_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_journey_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_banner_image_id" integer,
  	"version_banner_video" varchar,
  	"version_banner_news_count" numeric DEFAULT 5,
  	"version_about_enabled" boolean DEFAULT true,
  	"version_about_image_id" integer,
  	"version_about_link" varchar,
  	"version_journey_enabled" boolean DEFAULT true,
  	"version_faculties_enabled" boolean DEFAULT true,
  	"version_news_enabled" boolean DEFAULT true,
  	"version_events_enabled" boolean DEFAULT true,
  	"version_partners_enabled" boolean DEFAULT true,
  	"version_clubs_enabled" boolean DEFAULT true,
  	"version_gallery_enabled" boolean DEFAULT true,
  	"version_team_enabled" boolean DEFAULT true,
  	"version_rector_enabled" boolean DEFAULT true,
  	"version_rector_photo_id" integer,
  	"version_rector_link" varchar,
  	"version_tuition_enabled" boolean DEFAULT true,
  	"version_tuition_link" varchar,
  	"version_contact_enabled" boolean DEFAULT true,
  	"version__status" "enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_home_v_locales" (
  	"version_banner_title" varchar,
  	"version_banner_subtitle" varchar,
  	"version_about_title" varchar,
  	"version_about_text" jsonb,
  	"version_journey_title" varchar,
  	"version_faculties_title" varchar,
  	"version_news_title" varchar,
  	"version_events_title" varchar,
  	"version_partners_title" varchar,
  	"version_clubs_title" varchar,
  	"version_gallery_title" varchar,
  	"version_team_title" varchar,
  	"version_rector_title" varchar,
  	"version_rector_name" varchar,
  	"version_rector_quote" varchar,
  	"version_tuition_title" varchar,
  	"version_tuition_text" varchar,
  	"version_contact_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"videos_id" integer
  );
  
  CREATE TABLE "_settings_v_version_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__settings_v_version_social_links_icon" NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_phone1" varchar,
  	"version_phone2" varchar,
  	"version_phone2_status" "enum__settings_v_version_phone2_status" DEFAULT 'active',
  	"version_email" varchar,
  	"version_map_embed_url" varchar,
  	"version_apply_button_url" varchar,
  	"version_apply_button_status" "enum__settings_v_version_apply_button_status" DEFAULT 'active',
  	"version_developer_credit_url" varchar,
  	"version_logo_home_id" integer,
  	"version_logo_inner_id" integer,
  	"version_default_banner_id" integer,
  	"version_yandex_metrika_id" varchar,
  	"version_google_tag_id" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_settings_v_locales" (
  	"version_site_title" varchar NOT NULL,
  	"version_address" jsonb,
  	"version_copyright" varchar,
  	"version_developer_credit_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menu_v_version_items_children_grandchildren" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"path" varchar,
  	"group" varchar,
  	"has_category" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menu_v_version_items_children_grandchildren_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menu_v_version_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"path" varchar,
  	"group" varchar,
  	"has_category" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menu_v_version_items_children_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menu_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"path" varchar,
  	"group" varchar,
  	"has_category" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menu_v_version_items_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menu_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_contract_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_contract_v_version_sections_locales" (
  	"heading" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contract_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_contract_v_locales" (
  	"version_title" varchar NOT NULL,
  	"version_city" varchar NOT NULL,
  	"version_university" varchar NOT NULL,
  	"version_student_lines" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "home_about_stats" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "home_about_stats_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "home_journey_steps_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "news" ADD COLUMN "category_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_category_id" integer;
  ALTER TABLE "events" ADD COLUMN "category_id" integer;
  ALTER TABLE "_events_v" ADD COLUMN "version_category_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "home" ADD COLUMN "_status" "enum_home_status" DEFAULT 'draft';
  -- The home page as it stands is what visitors see: published, not a draft.
  UPDATE "home" SET "_status" = 'published';
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faculties_v" ADD CONSTRAINT "_faculties_v_parent_id_faculties_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faculties_v" ADD CONSTRAINT "_faculties_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faculties_v_locales" ADD CONSTRAINT "_faculties_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faculties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programs_v_version_languages" ADD CONSTRAINT "_programs_v_version_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programs_v" ADD CONSTRAINT "_programs_v_parent_id_programs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programs_v" ADD CONSTRAINT "_programs_v_version_faculty_id_faculties_id_fk" FOREIGN KEY ("version_faculty_id") REFERENCES "public"."faculties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programs_v" ADD CONSTRAINT "_programs_v_version_degree_id_degrees_id_fk" FOREIGN KEY ("version_degree_id") REFERENCES "public"."degrees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programs_v_locales" ADD CONSTRAINT "_programs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programs_v_rels" ADD CONSTRAINT "_programs_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_programs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programs_v_rels" ADD CONSTRAINT "_programs_v_rels_study_forms_fk" FOREIGN KEY ("study_forms_id") REFERENCES "public"."study_forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partners_v" ADD CONSTRAINT "_partners_v_parent_id_partners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partners_v" ADD CONSTRAINT "_partners_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partners_v_locales" ADD CONSTRAINT "_partners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_partners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partners_v_rels" ADD CONSTRAINT "_partners_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_partners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partners_v_rels" ADD CONSTRAINT "_partners_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_galleries_v_version_videos" ADD CONSTRAINT "_galleries_v_version_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_galleries_v_version_videos_locales" ADD CONSTRAINT "_galleries_v_version_videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_galleries_v_version_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_parent_id_galleries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v_locales" ADD CONSTRAINT "_galleries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_galleries_v_rels" ADD CONSTRAINT "_galleries_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_galleries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_galleries_v_rels" ADD CONSTRAINT "_galleries_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clubs_v" ADD CONSTRAINT "_clubs_v_parent_id_clubs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_clubs_v" ADD CONSTRAINT "_clubs_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_clubs_v_locales" ADD CONSTRAINT "_clubs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_clubs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_v" ADD CONSTRAINT "_team_v_parent_id_team_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_v" ADD CONSTRAINT "_team_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_v_locales" ADD CONSTRAINT "_team_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_members_v" ADD CONSTRAINT "_members_v_parent_id_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_members_v" ADD CONSTRAINT "_members_v_version_photo_id_media_id_fk" FOREIGN KEY ("version_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_members_v_locales" ADD CONSTRAINT "_members_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_about_stats" ADD CONSTRAINT "_home_v_version_about_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_about_stats_locales" ADD CONSTRAINT "_home_v_version_about_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_about_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_journey_steps" ADD CONSTRAINT "_home_v_version_journey_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_journey_steps_locales" ADD CONSTRAINT "_home_v_version_journey_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_version_journey_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_banner_image_id_media_id_fk" FOREIGN KEY ("version_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_about_image_id_media_id_fk" FOREIGN KEY ("version_about_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_rector_photo_id_media_id_fk" FOREIGN KEY ("version_rector_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_locales" ADD CONSTRAINT "_home_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_social_links" ADD CONSTRAINT "_settings_v_version_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_logo_home_id_media_id_fk" FOREIGN KEY ("version_logo_home_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_logo_inner_id_media_id_fk" FOREIGN KEY ("version_logo_inner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_default_banner_id_media_id_fk" FOREIGN KEY ("version_default_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v_locales" ADD CONSTRAINT "_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_v_version_items_children_grandchildren" ADD CONSTRAINT "_menu_v_version_items_children_grandchildren_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_v_version_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_v_version_items_children_grandchildren_locales" ADD CONSTRAINT "_menu_v_version_items_children_grandchildren_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_v_version_items_children_grandchildren"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_v_version_items_children" ADD CONSTRAINT "_menu_v_version_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_v_version_items_children_locales" ADD CONSTRAINT "_menu_v_version_items_children_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_v_version_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_v_version_items" ADD CONSTRAINT "_menu_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menu_v_version_items_locales" ADD CONSTRAINT "_menu_v_version_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contract_v_version_sections" ADD CONSTRAINT "_contract_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contract_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contract_v_version_sections_locales" ADD CONSTRAINT "_contract_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contract_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contract_v_locales" ADD CONSTRAINT "_contract_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contract_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_order_idx" ON "categories" USING btree ("order");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faculties_v_parent_idx" ON "_faculties_v" USING btree ("parent_id");
  CREATE INDEX "_faculties_v_version_version_slug_idx" ON "_faculties_v" USING btree ("version_slug");
  CREATE INDEX "_faculties_v_version_version_order_idx" ON "_faculties_v" USING btree ("version_order");
  CREATE INDEX "_faculties_v_version_version_image_idx" ON "_faculties_v" USING btree ("version_image_id");
  CREATE INDEX "_faculties_v_version_version_updated_at_idx" ON "_faculties_v" USING btree ("version_updated_at");
  CREATE INDEX "_faculties_v_version_version_created_at_idx" ON "_faculties_v" USING btree ("version_created_at");
  CREATE INDEX "_faculties_v_created_at_idx" ON "_faculties_v" USING btree ("created_at");
  CREATE INDEX "_faculties_v_updated_at_idx" ON "_faculties_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_faculties_v_locales_locale_parent_id_unique" ON "_faculties_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_programs_v_version_languages_order_idx" ON "_programs_v_version_languages" USING btree ("order");
  CREATE INDEX "_programs_v_version_languages_parent_idx" ON "_programs_v_version_languages" USING btree ("parent_id");
  CREATE INDEX "_programs_v_parent_idx" ON "_programs_v" USING btree ("parent_id");
  CREATE INDEX "_programs_v_version_version_faculty_idx" ON "_programs_v" USING btree ("version_faculty_id");
  CREATE INDEX "_programs_v_version_version_order_idx" ON "_programs_v" USING btree ("version_order");
  CREATE INDEX "_programs_v_version_version_degree_idx" ON "_programs_v" USING btree ("version_degree_id");
  CREATE INDEX "_programs_v_version_version_updated_at_idx" ON "_programs_v" USING btree ("version_updated_at");
  CREATE INDEX "_programs_v_version_version_created_at_idx" ON "_programs_v" USING btree ("version_created_at");
  CREATE INDEX "_programs_v_created_at_idx" ON "_programs_v" USING btree ("created_at");
  CREATE INDEX "_programs_v_updated_at_idx" ON "_programs_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_programs_v_locales_locale_parent_id_unique" ON "_programs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_programs_v_rels_order_idx" ON "_programs_v_rels" USING btree ("order");
  CREATE INDEX "_programs_v_rels_parent_idx" ON "_programs_v_rels" USING btree ("parent_id");
  CREATE INDEX "_programs_v_rels_path_idx" ON "_programs_v_rels" USING btree ("path");
  CREATE INDEX "_programs_v_rels_study_forms_id_idx" ON "_programs_v_rels" USING btree ("study_forms_id");
  CREATE INDEX "_partners_v_parent_idx" ON "_partners_v" USING btree ("parent_id");
  CREATE INDEX "_partners_v_version_version_slug_idx" ON "_partners_v" USING btree ("version_slug");
  CREATE INDEX "_partners_v_version_version_order_idx" ON "_partners_v" USING btree ("version_order");
  CREATE INDEX "_partners_v_version_version_logo_idx" ON "_partners_v" USING btree ("version_logo_id");
  CREATE INDEX "_partners_v_version_version_updated_at_idx" ON "_partners_v" USING btree ("version_updated_at");
  CREATE INDEX "_partners_v_version_version_created_at_idx" ON "_partners_v" USING btree ("version_created_at");
  CREATE INDEX "_partners_v_created_at_idx" ON "_partners_v" USING btree ("created_at");
  CREATE INDEX "_partners_v_updated_at_idx" ON "_partners_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_partners_v_locales_locale_parent_id_unique" ON "_partners_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_partners_v_rels_order_idx" ON "_partners_v_rels" USING btree ("order");
  CREATE INDEX "_partners_v_rels_parent_idx" ON "_partners_v_rels" USING btree ("parent_id");
  CREATE INDEX "_partners_v_rels_path_idx" ON "_partners_v_rels" USING btree ("path");
  CREATE INDEX "_partners_v_rels_media_id_idx" ON "_partners_v_rels" USING btree ("media_id");
  CREATE INDEX "_galleries_v_version_videos_order_idx" ON "_galleries_v_version_videos" USING btree ("_order");
  CREATE INDEX "_galleries_v_version_videos_parent_id_idx" ON "_galleries_v_version_videos" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_galleries_v_version_videos_locales_locale_parent_id_unique" ON "_galleries_v_version_videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_galleries_v_parent_idx" ON "_galleries_v" USING btree ("parent_id");
  CREATE INDEX "_galleries_v_version_version_slug_idx" ON "_galleries_v" USING btree ("version_slug");
  CREATE INDEX "_galleries_v_version_version_date_idx" ON "_galleries_v" USING btree ("version_date");
  CREATE INDEX "_galleries_v_version_version_cover_idx" ON "_galleries_v" USING btree ("version_cover_id");
  CREATE INDEX "_galleries_v_version_version_updated_at_idx" ON "_galleries_v" USING btree ("version_updated_at");
  CREATE INDEX "_galleries_v_version_version_created_at_idx" ON "_galleries_v" USING btree ("version_created_at");
  CREATE INDEX "_galleries_v_created_at_idx" ON "_galleries_v" USING btree ("created_at");
  CREATE INDEX "_galleries_v_updated_at_idx" ON "_galleries_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_galleries_v_locales_locale_parent_id_unique" ON "_galleries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_galleries_v_rels_order_idx" ON "_galleries_v_rels" USING btree ("order");
  CREATE INDEX "_galleries_v_rels_parent_idx" ON "_galleries_v_rels" USING btree ("parent_id");
  CREATE INDEX "_galleries_v_rels_path_idx" ON "_galleries_v_rels" USING btree ("path");
  CREATE INDEX "_galleries_v_rels_media_id_idx" ON "_galleries_v_rels" USING btree ("media_id");
  CREATE INDEX "_clubs_v_parent_idx" ON "_clubs_v" USING btree ("parent_id");
  CREATE INDEX "_clubs_v_version_version_slug_idx" ON "_clubs_v" USING btree ("version_slug");
  CREATE INDEX "_clubs_v_version_version_order_idx" ON "_clubs_v" USING btree ("version_order");
  CREATE INDEX "_clubs_v_version_version_image_idx" ON "_clubs_v" USING btree ("version_image_id");
  CREATE INDEX "_clubs_v_version_version_updated_at_idx" ON "_clubs_v" USING btree ("version_updated_at");
  CREATE INDEX "_clubs_v_version_version_created_at_idx" ON "_clubs_v" USING btree ("version_created_at");
  CREATE INDEX "_clubs_v_created_at_idx" ON "_clubs_v" USING btree ("created_at");
  CREATE INDEX "_clubs_v_updated_at_idx" ON "_clubs_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_clubs_v_locales_locale_parent_id_unique" ON "_clubs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_team_v_parent_idx" ON "_team_v" USING btree ("parent_id");
  CREATE INDEX "_team_v_version_version_order_idx" ON "_team_v" USING btree ("version_order");
  CREATE INDEX "_team_v_version_version_photo_idx" ON "_team_v" USING btree ("version_photo_id");
  CREATE INDEX "_team_v_version_version_updated_at_idx" ON "_team_v" USING btree ("version_updated_at");
  CREATE INDEX "_team_v_version_version_created_at_idx" ON "_team_v" USING btree ("version_created_at");
  CREATE INDEX "_team_v_created_at_idx" ON "_team_v" USING btree ("created_at");
  CREATE INDEX "_team_v_updated_at_idx" ON "_team_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_team_v_locales_locale_parent_id_unique" ON "_team_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_members_v_parent_idx" ON "_members_v" USING btree ("parent_id");
  CREATE INDEX "_members_v_version_version_order_idx" ON "_members_v" USING btree ("version_order");
  CREATE INDEX "_members_v_version_version_photo_idx" ON "_members_v" USING btree ("version_photo_id");
  CREATE INDEX "_members_v_version_version_updated_at_idx" ON "_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_members_v_version_version_created_at_idx" ON "_members_v" USING btree ("version_created_at");
  CREATE INDEX "_members_v_created_at_idx" ON "_members_v" USING btree ("created_at");
  CREATE INDEX "_members_v_updated_at_idx" ON "_members_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_members_v_locales_locale_parent_id_unique" ON "_members_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_about_stats_order_idx" ON "_home_v_version_about_stats" USING btree ("_order");
  CREATE INDEX "_home_v_version_about_stats_parent_id_idx" ON "_home_v_version_about_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_version_about_stats_locales_locale_parent_id_unique" ON "_home_v_version_about_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_journey_steps_order_idx" ON "_home_v_version_journey_steps" USING btree ("_order");
  CREATE INDEX "_home_v_version_journey_steps_parent_id_idx" ON "_home_v_version_journey_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_version_journey_steps_locales_locale_parent_id_uniqu" ON "_home_v_version_journey_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_banner_version_banner_image_idx" ON "_home_v" USING btree ("version_banner_image_id");
  CREATE INDEX "_home_v_version_about_version_about_image_idx" ON "_home_v" USING btree ("version_about_image_id");
  CREATE INDEX "_home_v_version_rector_version_rector_photo_idx" ON "_home_v" USING btree ("version_rector_photo_id");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_snapshot_idx" ON "_home_v" USING btree ("snapshot");
  CREATE INDEX "_home_v_published_locale_idx" ON "_home_v" USING btree ("published_locale");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_home_v_locales_locale_parent_id_unique" ON "_home_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_rels_order_idx" ON "_home_v_rels" USING btree ("order");
  CREATE INDEX "_home_v_rels_parent_idx" ON "_home_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_v_rels_path_idx" ON "_home_v_rels" USING btree ("path");
  CREATE INDEX "_home_v_rels_videos_id_idx" ON "_home_v_rels" USING btree ("videos_id");
  CREATE INDEX "_settings_v_version_social_links_order_idx" ON "_settings_v_version_social_links" USING btree ("_order");
  CREATE INDEX "_settings_v_version_social_links_parent_id_idx" ON "_settings_v_version_social_links" USING btree ("_parent_id");
  CREATE INDEX "_settings_v_version_version_logo_home_idx" ON "_settings_v" USING btree ("version_logo_home_id");
  CREATE INDEX "_settings_v_version_version_logo_inner_idx" ON "_settings_v" USING btree ("version_logo_inner_id");
  CREATE INDEX "_settings_v_version_version_default_banner_idx" ON "_settings_v" USING btree ("version_default_banner_id");
  CREATE INDEX "_settings_v_created_at_idx" ON "_settings_v" USING btree ("created_at");
  CREATE INDEX "_settings_v_updated_at_idx" ON "_settings_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_settings_v_locales_locale_parent_id_unique" ON "_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menu_v_version_items_children_grandchildren_order_idx" ON "_menu_v_version_items_children_grandchildren" USING btree ("_order");
  CREATE INDEX "_menu_v_version_items_children_grandchildren_parent_id_idx" ON "_menu_v_version_items_children_grandchildren" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_menu_v_version_items_children_grandchildren_locales_locale_" ON "_menu_v_version_items_children_grandchildren_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menu_v_version_items_children_order_idx" ON "_menu_v_version_items_children" USING btree ("_order");
  CREATE INDEX "_menu_v_version_items_children_parent_id_idx" ON "_menu_v_version_items_children" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_menu_v_version_items_children_locales_locale_parent_id_uniq" ON "_menu_v_version_items_children_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menu_v_version_items_order_idx" ON "_menu_v_version_items" USING btree ("_order");
  CREATE INDEX "_menu_v_version_items_parent_id_idx" ON "_menu_v_version_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_menu_v_version_items_locales_locale_parent_id_unique" ON "_menu_v_version_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menu_v_created_at_idx" ON "_menu_v" USING btree ("created_at");
  CREATE INDEX "_menu_v_updated_at_idx" ON "_menu_v" USING btree ("updated_at");
  CREATE INDEX "_contract_v_version_sections_order_idx" ON "_contract_v_version_sections" USING btree ("_order");
  CREATE INDEX "_contract_v_version_sections_parent_id_idx" ON "_contract_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_contract_v_version_sections_locales_locale_parent_id_unique" ON "_contract_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contract_v_created_at_idx" ON "_contract_v" USING btree ("created_at");
  CREATE INDEX "_contract_v_updated_at_idx" ON "_contract_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_contract_v_locales_locale_parent_id_unique" ON "_contract_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "news" ADD CONSTRAINT "news_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_category_idx" ON "news" USING btree ("category_id");
  CREATE INDEX "_news_v_version_version_category_idx" ON "_news_v" USING btree ("version_category_id");
  CREATE INDEX "events_category_idx" ON "events" USING btree ("category_id");
  CREATE INDEX "_events_v_version_version_category_idx" ON "_events_v" USING btree ("version_category_id");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faculties_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faculties_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programs_v_version_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_programs_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partners_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partners_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_galleries_v_version_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_galleries_v_version_videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_galleries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_galleries_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_galleries_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clubs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clubs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_members_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_about_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_about_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_journey_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_journey_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_v_version_items_children_grandchildren" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_v_version_items_children_grandchildren_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_v_version_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_v_version_items_children_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_v_version_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menu_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contract_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contract_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contract_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_contract_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "_faculties_v" CASCADE;
  DROP TABLE "_faculties_v_locales" CASCADE;
  DROP TABLE "_programs_v_version_languages" CASCADE;
  DROP TABLE "_programs_v" CASCADE;
  DROP TABLE "_programs_v_locales" CASCADE;
  DROP TABLE "_programs_v_rels" CASCADE;
  DROP TABLE "_partners_v" CASCADE;
  DROP TABLE "_partners_v_locales" CASCADE;
  DROP TABLE "_partners_v_rels" CASCADE;
  DROP TABLE "_galleries_v_version_videos" CASCADE;
  DROP TABLE "_galleries_v_version_videos_locales" CASCADE;
  DROP TABLE "_galleries_v" CASCADE;
  DROP TABLE "_galleries_v_locales" CASCADE;
  DROP TABLE "_galleries_v_rels" CASCADE;
  DROP TABLE "_clubs_v" CASCADE;
  DROP TABLE "_clubs_v_locales" CASCADE;
  DROP TABLE "_team_v" CASCADE;
  DROP TABLE "_team_v_locales" CASCADE;
  DROP TABLE "_members_v" CASCADE;
  DROP TABLE "_members_v_locales" CASCADE;
  DROP TABLE "_home_v_version_about_stats" CASCADE;
  DROP TABLE "_home_v_version_about_stats_locales" CASCADE;
  DROP TABLE "_home_v_version_journey_steps" CASCADE;
  DROP TABLE "_home_v_version_journey_steps_locales" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_locales" CASCADE;
  DROP TABLE "_home_v_rels" CASCADE;
  DROP TABLE "_settings_v_version_social_links" CASCADE;
  DROP TABLE "_settings_v" CASCADE;
  DROP TABLE "_settings_v_locales" CASCADE;
  DROP TABLE "_menu_v_version_items_children_grandchildren" CASCADE;
  DROP TABLE "_menu_v_version_items_children_grandchildren_locales" CASCADE;
  DROP TABLE "_menu_v_version_items_children" CASCADE;
  DROP TABLE "_menu_v_version_items_children_locales" CASCADE;
  DROP TABLE "_menu_v_version_items" CASCADE;
  DROP TABLE "_menu_v_version_items_locales" CASCADE;
  DROP TABLE "_menu_v" CASCADE;
  DROP TABLE "_contract_v_version_sections" CASCADE;
  DROP TABLE "_contract_v_version_sections_locales" CASCADE;
  DROP TABLE "_contract_v" CASCADE;
  DROP TABLE "_contract_v_locales" CASCADE;
  ALTER TABLE "news" DROP CONSTRAINT "news_category_id_categories_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_category_id_categories_id_fk";
  
  ALTER TABLE "events" DROP CONSTRAINT "events_category_id_categories_id_fk";
  
  ALTER TABLE "_events_v" DROP CONSTRAINT "_events_v_version_category_id_categories_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_categories_fk";
  
  DROP INDEX "news_category_idx";
  DROP INDEX "_news_v_version_version_category_idx";
  DROP INDEX "events_category_idx";
  DROP INDEX "_events_v_version_version_category_idx";
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "payload_locked_documents_rels_categories_id_idx";
  DROP INDEX "home__status_idx";
  ALTER TABLE "home_about_stats" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "home_about_stats_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "home_journey_steps_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "news" DROP COLUMN "category_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_category_id";
  ALTER TABLE "events" DROP COLUMN "category_id";
  ALTER TABLE "_events_v" DROP COLUMN "version_category_id";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "categories_id";
  ALTER TABLE "home" DROP COLUMN "_status";
  DROP TYPE "public"."enum_categories_kind";
  DROP TYPE "public"."enum__programs_v_version_languages";
  DROP TYPE "public"."enum__galleries_v_version_kind";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_version_status";
  DROP TYPE "public"."enum__home_v_published_locale";
  DROP TYPE "public"."enum__settings_v_version_social_links_icon";
  DROP TYPE "public"."enum__settings_v_version_phone2_status";
  DROP TYPE "public"."enum__settings_v_version_apply_button_status";`)
}
