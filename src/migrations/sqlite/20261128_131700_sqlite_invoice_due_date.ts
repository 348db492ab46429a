// SQLite only: an invoice's next due date becomes a date field, kept as text as before; the days
// stored as YYYY-MM-DD take the form Payload writes dates in, so that every row compares alike.
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`UPDATE \`invoices\` SET \`next_due_date\` = \`next_due_date\` || 'T00:00:00.000Z' WHERE length(\`next_due_date\`) = 10;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`invoices\` SET \`next_due_date\` = substr(\`next_due_date\`, 1, 10) WHERE \`next_due_date\` IS NOT NULL;`)
}
