import { makeAutoObservable } from 'mobx';
import type { User } from '@contract/schemas/auth';
import type { Pet } from '@contract/schemas/pets';
import { BANNERS } from './bannerDefinitions';
import {
  bannerKey,
  dismissedUntil,
  GUEST_KEY,
  isDismissed,
  readDismissals,
  writeDismissals,
  type DismissalRecord,
} from './bannerDismissals';
import type { BannerContext, BannerDefinition, BannerFacts, BannerPlacement } from './bannerTypes';

/** What the banners read from the other stores (RootStore wires it up). */
export interface BannerSource {
  user: User | null;
  pets: readonly Pet[];
  currentPet: Pet | null;
}

export interface BannerStoreOptions {
  /** Where dismissals are kept; the browser's localStorage by default. */
  storage?: Storage | null;
  clock?: () => number;
  finePointer?: () => boolean;
  banners?: readonly BannerDefinition[];
}

export interface VisibleBanner {
  definition: BannerDefinition;
  scope: string | null;
  /** The dismissal key: the id, with the scope when there is one. */
  key: string;
}

function browserHasFinePointer(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: fine)').matches === true;
}

/**
 * Which banners a placement shows now: each definition's condition over the stores and the
 * screen's facts, minus what this user dismissed. Dismissals are per user (bannerDismissals.ts).
 */
export class BannerStore {
  /** Bumped by every dismissal, so observers re-read them. */
  private revision = 0;
  private readonly records = new Map<string, DismissalRecord>();

  constructor(
    private readonly source: () => BannerSource,
    private readonly options: BannerStoreOptions = {},
  ) {
    makeAutoObservable<BannerStore, 'records' | 'source' | 'options'>(this, {
      records: false,
      source: false,
      options: false,
    });
  }

  private get now(): number {
    return (this.options.clock ?? Date.now)();
  }

  /** Whose dismissals apply: the signed-in user's, else the browser's guest record. */
  get userKey(): string {
    return this.source().user?.id ?? GUEST_KEY;
  }

  context(facts: BannerFacts = {}): BannerContext {
    const { user, pets, currentPet } = this.source();
    return {
      signedIn: user !== null,
      user,
      pets,
      currentPet,
      now: this.now,
      finePointer: (this.options.finePointer ?? browserHasFinePointer)(),
      facts,
    };
  }

  private record(userKey: string): DismissalRecord {
    let record = this.records.get(userKey);
    if (!record) {
      record = readDismissals(userKey, this.storage());
      this.records.set(userKey, record);
    }
    return record;
  }

  private storage(): Storage | null | undefined {
    return 'storage' in this.options ? this.options.storage : undefined;
  }

  visible(placement: BannerPlacement, facts: BannerFacts = {}): VisibleBanner[] {
    void this.revision;
    const context = this.context(facts);
    const record = this.record(this.userKey);
    return (this.options.banners ?? BANNERS)
      .filter((banner) => banner.placements.includes(placement) && banner.condition(context))
      .map((definition) => {
        const scope = definition.scope?.(context) ?? null;
        return { definition, scope, key: bannerKey(definition, scope) };
      })
      .filter(
        ({ definition, key }) =>
          definition.dismissal.kind === 'none' || !isDismissed(record, key, context.now),
      )
      .sort((a, b) => a.definition.priority - b.definition.priority);
  }

  /** Closes a banner for this user (for good, or for its snooze days). */
  dismiss(banner: VisibleBanner): void {
    const { dismissal } = banner.definition;
    if (dismissal.kind === 'none') return;
    const userKey = this.userKey;
    // Read again first: another tab may have dismissed something meanwhile.
    const record = { ...readDismissals(userKey, this.storage()), ...this.record(userKey) };
    record[banner.key] = dismissedUntil(dismissal, this.now);
    this.records.set(userKey, record);
    writeDismissals(userKey, record, this.storage());
    this.revision += 1;
  }
}
