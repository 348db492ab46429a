import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "events_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "events_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "events_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_events_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_events_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_events_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "faculties_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "faculties_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "faculties_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_faculties_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_faculties_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_faculties_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "programs_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "programs_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "programs_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_programs_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_programs_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_programs_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "partners_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "partners_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "partners_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_partners_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_partners_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_partners_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "galleries_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "galleries_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "galleries_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_galleries_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_galleries_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_galleries_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "home_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "home_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "home_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_home_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faculties_locales" ADD CONSTRAINT "faculties_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faculties_v_locales" ADD CONSTRAINT "_faculties_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programs_locales" ADD CONSTRAINT "programs_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programs_v_locales" ADD CONSTRAINT "_programs_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partners_locales" ADD CONSTRAINT "partners_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partners_v_locales" ADD CONSTRAINT "_partners_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "galleries_locales" ADD CONSTRAINT "galleries_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v_locales" ADD CONSTRAINT "_galleries_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_locales" ADD CONSTRAINT "home_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_locales" ADD CONSTRAINT "_home_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_meta_meta_image_idx" ON "news_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_news_v_version_meta_version_meta_image_idx" ON "_news_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "events_meta_meta_image_idx" ON "events_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_events_v_version_meta_version_meta_image_idx" ON "_events_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "faculties_meta_meta_image_idx" ON "faculties_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_faculties_v_version_meta_version_meta_image_idx" ON "_faculties_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "programs_meta_meta_image_idx" ON "programs_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_programs_v_version_meta_version_meta_image_idx" ON "_programs_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "partners_meta_meta_image_idx" ON "partners_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_partners_v_version_meta_version_meta_image_idx" ON "_partners_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "galleries_meta_meta_image_idx" ON "galleries_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_galleries_v_version_meta_version_meta_image_idx" ON "_galleries_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "home_meta_meta_image_idx" ON "home_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_home_v_version_meta_version_meta_image_idx" ON "_home_v_locales" USING btree ("version_meta_image_id","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_locales" DROP CONSTRAINT "news_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_news_v_locales" DROP CONSTRAINT "_news_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "events_locales" DROP CONSTRAINT "events_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_events_v_locales" DROP CONSTRAINT "_events_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "pages_locales" DROP CONSTRAINT "pages_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_locales" DROP CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "faculties_locales" DROP CONSTRAINT "faculties_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_faculties_v_locales" DROP CONSTRAINT "_faculties_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "programs_locales" DROP CONSTRAINT "programs_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_programs_v_locales" DROP CONSTRAINT "_programs_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "partners_locales" DROP CONSTRAINT "partners_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_partners_v_locales" DROP CONSTRAINT "_partners_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "galleries_locales" DROP CONSTRAINT "galleries_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_galleries_v_locales" DROP CONSTRAINT "_galleries_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "home_locales" DROP CONSTRAINT "home_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_home_v_locales" DROP CONSTRAINT "_home_v_locales_version_meta_image_id_media_id_fk";
  
  DROP INDEX "news_meta_meta_image_idx";
  DROP INDEX "_news_v_version_meta_version_meta_image_idx";
  DROP INDEX "events_meta_meta_image_idx";
  DROP INDEX "_events_v_version_meta_version_meta_image_idx";
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "_pages_v_version_meta_version_meta_image_idx";
  DROP INDEX "faculties_meta_meta_image_idx";
  DROP INDEX "_faculties_v_version_meta_version_meta_image_idx";
  DROP INDEX "programs_meta_meta_image_idx";
  DROP INDEX "_programs_v_version_meta_version_meta_image_idx";
  DROP INDEX "partners_meta_meta_image_idx";
  DROP INDEX "_partners_v_version_meta_version_meta_image_idx";
  DROP INDEX "galleries_meta_meta_image_idx";
  DROP INDEX "_galleries_v_version_meta_version_meta_image_idx";
  DROP INDEX "home_meta_meta_image_idx";
  DROP INDEX "_home_v_version_meta_version_meta_image_idx";
  ALTER TABLE "news_locales" DROP COLUMN "meta_title";
  ALTER TABLE "news_locales" DROP COLUMN "meta_description";
  ALTER TABLE "news_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "events_locales" DROP COLUMN "meta_title";
  ALTER TABLE "events_locales" DROP COLUMN "meta_description";
  ALTER TABLE "events_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_events_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_events_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_events_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_title";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_description";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "faculties_locales" DROP COLUMN "meta_title";
  ALTER TABLE "faculties_locales" DROP COLUMN "meta_description";
  ALTER TABLE "faculties_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_faculties_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_faculties_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_faculties_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "programs_locales" DROP COLUMN "meta_title";
  ALTER TABLE "programs_locales" DROP COLUMN "meta_description";
  ALTER TABLE "programs_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_programs_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_programs_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_programs_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "partners_locales" DROP COLUMN "meta_title";
  ALTER TABLE "partners_locales" DROP COLUMN "meta_description";
  ALTER TABLE "partners_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_partners_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_partners_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_partners_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "galleries_locales" DROP COLUMN "meta_title";
  ALTER TABLE "galleries_locales" DROP COLUMN "meta_description";
  ALTER TABLE "galleries_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_galleries_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_galleries_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_galleries_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "home_locales" DROP COLUMN "meta_title";
  ALTER TABLE "home_locales" DROP COLUMN "meta_description";
  ALTER TABLE "home_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_home_v_locales" DROP COLUMN "version_meta_image_id";`)
}
