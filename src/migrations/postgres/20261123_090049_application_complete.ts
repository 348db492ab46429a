import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Applications become visible once whole (src/admissions/server/storeApplication.ts); those stored before were.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" ADD COLUMN "complete" boolean DEFAULT false;
  CREATE INDEX "applications_complete_idx" ON "applications" USING btree ("complete");
  UPDATE "applications" SET "complete" = true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "applications_complete_idx";
  ALTER TABLE "applications" DROP COLUMN "complete";`)
}
