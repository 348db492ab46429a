import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects_rels" ADD COLUMN "faculties_id" integer;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_faculties_fk" FOREIGN KEY ("faculties_id") REFERENCES "public"."faculties"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "redirects_rels_faculties_id_idx" ON "redirects_rels" USING btree ("faculties_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_faculties_fk";
  
  DROP INDEX "redirects_rels_faculties_id_idx";
  ALTER TABLE "redirects_rels" DROP COLUMN "faculties_id";`)
}
