// The rebuild state in the database (table site_build_status, one row 'site'), shared by every
// instance and read by GET /api/admin/site-build.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { siteBuildStatus } from './siteBuildStatusTable';

export type SiteBuildRow = typeof siteBuildStatus.$inferSelect;
export type SiteBuildPatch = Partial<Omit<SiteBuildRow, 'id' | 'updatedAt'>>;

const SITE = 'site';

export class SiteBuildStore {
  constructor(private readonly db: Database) {}

  async read(): Promise<SiteBuildRow | null> {
    const [row] = await this.db
      .select()
      .from(siteBuildStatus)
      .where(eq(siteBuildStatus.id, SITE))
      .limit(1);
    return row ?? null;
  }

  /** Writes the given fields (creating the row on first use); the rest stays as it was. */
  async save(patch: SiteBuildPatch & Pick<SiteBuildRow, 'status' | 'mode'>): Promise<void> {
    const updatedAt = new Date();
    await this.db
      .insert(siteBuildStatus)
      .values({ ...patch, id: SITE, updatedAt })
      .onConflictDoUpdate({ target: siteBuildStatus.id, set: { ...patch, updatedAt } });
  }

  async saveDeliveredFingerprint(fingerprint: string): Promise<void> {
    await this.db
      .update(siteBuildStatus)
      .set({ deliveredFingerprint: fingerprint })
      .where(eq(siteBuildStatus.id, SITE));
  }
}
