import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// An invoice's next due date becomes a date field (the list's filter offers "is less than" for
// the overdue quick filter); the stored days become midnight UTC, and back.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices" ALTER COLUMN "next_due_date" SET DATA TYPE timestamp(3) with time zone
     USING ("next_due_date"::date::timestamp AT TIME ZONE 'UTC');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices" ALTER COLUMN "next_due_date" SET DATA TYPE varchar
     USING to_char("next_due_date" AT TIME ZONE 'UTC', 'YYYY-MM-DD');`)
}
