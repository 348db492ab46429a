import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects_rels" ADD COLUMN "team_id" integer;
  ALTER TABLE "redirects_rels" ADD COLUMN "members_id" integer;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_team_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "redirects_rels_team_id_idx" ON "redirects_rels" USING btree ("team_id");
  CREATE INDEX "redirects_rels_members_id_idx" ON "redirects_rels" USING btree ("members_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_team_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_members_fk";
  
  DROP INDEX "redirects_rels_team_id_idx";
  DROP INDEX "redirects_rels_members_id_idx";
  ALTER TABLE "redirects_rels" DROP COLUMN "team_id";
  ALTER TABLE "redirects_rels" DROP COLUMN "members_id";`)
}
