import type { Database } from '@aula/db';
import type { FileStorage } from '../lib/file-storage';
import { seedDemoCatalogue } from './demo-catalogue';
import { seedDemoClassroom } from './demo-classroom';
import { seedDemoData, type DemoAccount } from './demo';
import { seedDemoPayments } from './demo-payments';

/**
 * The whole demo in one transaction: a first start killed halfway leaves no half catalogue (which
 * the "only on an empty table" checks would then never complete), and the next start seeds it all.
 * The storage is built on the transaction, so files kept in PostgreSQL are part of it (and PGlite,
 * one connection, is not asked for a second one); files on disk or S3 written before a rollback
 * stay behind unreferenced, which costs only space.
 */
export function seedDemo(
  db: Database,
  storageOn: (db: Database) => FileStorage | Promise<FileStorage>,
  options: { staffPassword?: string | null },
): Promise<DemoAccount[]> {
  return db.transaction(async (tx) => {
    const storage = await storageOn(tx);
    const accounts = await seedDemoData(tx, options);
    await seedDemoPayments(tx);
    await seedDemoCatalogue(tx, storage);
    await seedDemoClassroom(tx);
    return accounts;
  });
}
