// Seeds demo content and accounts. Idempotent and non-destructive: it only inserts rows that are
// missing (ON CONFLICT DO NOTHING), so content editors' later changes survive every restart and
// several instances may start at once. The public content is seedPublicContent.ts, the accounts
// and the demo keeper's data seedAccounts.ts (with every capability's `demoSeed`).
import { sql } from 'drizzle-orm';
import { seedRedirects } from '../../redirects/seedRedirects';
import type { Database } from '../openDatabase';
import { SEED_CONTENT } from './content';
import type { LocaleSeed } from './content/types';
import { ensureDemoPhotos } from './demoPhotos';
import { loadSeedExtra } from './seedExtra';
import type { FileStorage } from '../../storage/FileStorage';
import { discardUpload } from '../../uploads/discardUpload';
import type { UploadDescriptor } from '../../uploads/acceptUpload';
import type { DemoPetsOptions } from './demoPets/seedDemoPets';
import { seedPromoCodes } from './demoCommerce';
import { seedPendingAffiliateApplication, seedPromoPacks } from './demoAdmin';
import { seedAccounts, type SeedConfig } from './seedAccounts';
import { demoPhotosOf, seedPublicContent } from './seedPublicContent';

export { DEMO_CLINIC_NAME } from './demoClinics';

/**
 * Seeds the product content (or, in tests, the given content) and the demo accounts.
 * Content from PETCARE_SEED_EXTRA is added on top.
 */
export async function seedDatabase(
  db: Database,
  config: SeedConfig,
  baseContent: readonly LocaleSeed[] = SEED_CONTENT,
  options: { storage?: FileStorage } = {},
): Promise<void> {
  const content = [...baseContent];
  if (config.seedExtraPath !== undefined)
    content.push(...(await loadSeedExtra(config.seedExtraPath)));
  await ensureDemoPhotos(demoPhotosOf(content));
  // The demo pets' photos and PDFs are stored as they are made; if the transaction fails they
  // are deleted again, so a failed seed leaves no files behind.
  const stored: UploadDescriptor[] = [];
  const files: DemoPetsOptions = { now: new Date(), storage: options.storage, stored };
  // One transaction: one commit for the whole seed (fast on PGlite) and all-or-nothing on errors.
  await db
    .transaction(async (tx) => {
      // The demo's photos and PDFs are made between statements (sharp, pdfkit): on a slow
      // machine that is longer than idle_in_transaction_session_timeout allows a session.
      await tx.execute(sql`SET LOCAL idle_in_transaction_session_timeout = 0`);
      await seedPublicContent(tx, content);
      await seedAccounts(tx, config, files);
      await seedRedirects(tx, config);
      await seedPromoCodes(tx);
      await seedPromoPacks(tx, files.now);
      await seedPendingAffiliateApplication(tx, files.now);
    })
    .catch(async (error: unknown) => {
      if (options.storage) {
        const storage = options.storage;
        await Promise.all(stored.map((upload) => discardUpload(storage, upload)));
      }
      throw error;
    });
}
