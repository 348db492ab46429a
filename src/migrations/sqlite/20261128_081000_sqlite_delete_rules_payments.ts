// SQLite only: the admin's locks of invoices, payments and provider calls (payload_locked_documents_rels)
// were stored without an ON DELETE rule, as ALTER TABLE … ADD … REFERENCES does. The same edit of the
// stored definitions as 20261126_155400_sqlite_delete_rules gives them PostgreSQL's rules; no row is
// read or written.
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { up as giveDeleteRules } from './20261126_155400_sqlite_delete_rules'

export const up = (args: MigrateUpArgs): Promise<void> => giveDeleteRules(args)

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The rules match PostgreSQL's and the collections'; going back would only bring the failures back.
}
