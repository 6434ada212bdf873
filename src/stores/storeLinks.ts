import { reaction } from 'mobx';
import { AFFILIATE_DECISION_TYPE } from '../features/affiliate/AffiliateStore';
import type { AffiliateStatus } from '@contract/schemas/affiliate';
import type { AuthStore } from '../features/auth/AuthStore';
import type { RootStore } from './RootStore';

/**
 * What follows what across features, once every store exists. Feature stores never import one
 * another: the links between them are made here.
 */
export function linkStores(root: RootStore): void {
  // The current pet follows the pet list.
  reaction(
    () => root.pets.pets,
    (pets) => {
      if (root.pets.loaded) root.currentPet.refreshFrom(pets);
    },
  );
  // An application's decision arrives as a notification (live, or with the list): the join
  // page and the guard follow it without a reload.
  reaction(
    () => root.notifications.items[0],
    (newest) => {
      if (newest?.type === AFFILIATE_DECISION_TYPE && root.auth.isLoggedIn) {
        void root.affiliate.refreshAfterDecision();
      }
    },
  );
  // spec.md section 3, the side menu's new-content flag: a notification that arrives while the
  // app is open marks the item its link leads to, until the item is visited.
  root.notifications.onArrival((notification) =>
    root.sidebar.markNewContentAt(notification.data?.action_url),
  );
}

/**
 * The user object carries what the has-accepted-affiliate-program-rules guard reads: it follows
 * every status the API gives, so accepting the rules opens the dashboard at once.
 */
export function followAffiliateStatus(auth: AuthStore, status: AffiliateStatus): void {
  const user = auth.user;
  if (!user) return;
  auth.setUser({
    ...user,
    has_accepted_affiliate_program_rules: status.rules.has_accepted_current,
    affiliate: {
      status: status.status,
      has_accepted_rules: status.rules.has_accepted_current,
    },
  });
}
