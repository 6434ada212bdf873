// The rebuild state, told live to the admins: every state the rebuild scheduler saves (building,
// built with its id and duration, failed with its error and next retry) is also broadcast on the
// admins' private channel as `site-build.updated`, with the same body as GET /api/admin/site-build.
// Best effort: the admin screen polls that route whenever realtime is not connected.
import { ADMIN_CHANNEL } from '../realtime/channelAuthorization';
import type { Broadcaster } from '../realtime/broadcaster';
import type { Database } from '../db/openDatabase';
import { type SiteBuildPatch, type SiteBuildRow, SiteBuildStore, siteBuildView } from '../site';

export const SITE_BUILD_EVENT = 'site-build.updated';

export class BroadcastingSiteBuildStore extends SiteBuildStore {
  private readonly broadcaster: Pick<Broadcaster, 'trigger'>;

  constructor(deps: { db: Database; broadcaster: Pick<Broadcaster, 'trigger'> }) {
    super(deps.db);
    this.broadcaster = deps.broadcaster;
  }

  override async save(
    patch: SiteBuildPatch & Pick<SiteBuildRow, 'status' | 'mode'>,
  ): Promise<void> {
    await super.save(patch);
    const row = await this.read();
    void this.broadcaster.trigger(ADMIN_CHANNEL, SITE_BUILD_EVENT, siteBuildView(row));
  }
}
