import { makeAutoObservable } from 'mobx';
import type { StatsPeriod } from '@contract/affiliate';
import type {
  AffiliateApplicationBody,
  AffiliateProgramme,
  AffiliateRules,
  AffiliateStats,
  AffiliateStatus,
  PayoutSettings,
  PromoPack,
  PromoPackSummary,
  Referral,
} from '@contract/schemas/affiliate';
import { KeyedResource } from '../../stores/KeyedResource';
import type { AffiliateApi } from './affiliateApi';

/** The notification type the API gives an application's decision (affiliateService.ts). */
export const AFFILIATE_DECISION_TYPE = 'affiliate_application';

export interface AffiliateStoreOptions {
  /** The signed-in user's id (what the keeper's own figures are held for), else null. */
  userId: () => string | null;
  /** The UI language: the rules, packs and programme terms come in it. */
  locale: () => string;
  /** Told about every fresh status, so the user object (and the guard reading it) follows. */
  onStatus?: (status: AffiliateStatus) => void;
}

/**
 * The keeper's place in the affiliate programme: the terms, their application and its decision,
 * the rules and their acceptance, and — for an affiliate — the figures, referrals, promo packs
 * and payout details. Everything is held for the signed-in user (and language) it was asked
 * for, so nothing of one keeper shows for the next.
 */
export class AffiliateStore {
  readonly programme: KeyedResource<AffiliateProgramme>;
  readonly status: KeyedResource<AffiliateStatus>;
  readonly rules: KeyedResource<AffiliateRules>;
  readonly stats: KeyedResource<AffiliateStats>;
  readonly referrals: KeyedResource<Referral[]>;
  readonly packs: KeyedResource<PromoPackSummary[]>;
  readonly pack: KeyedResource<PromoPack>;
  readonly payout: KeyedResource<PayoutSettings | null>;
  /** The chart's bucket: per day, week or month. */
  period: StatsPeriod = 'day';

  constructor(
    private readonly api: AffiliateApi,
    private readonly options: AffiliateStoreOptions,
  ) {
    this.programme = new KeyedResource(() => api.programme());
    this.status = new KeyedResource(async () => {
      const status = await api.me();
      options.onStatus?.(status);
      return status;
    });
    this.rules = new KeyedResource(() => api.rules());
    this.stats = new KeyedResource((key) => api.stats(lastPart(key) as StatsPeriod));
    this.referrals = new KeyedResource(() => api.referrals());
    this.packs = new KeyedResource(() => api.promoPacks());
    this.pack = new KeyedResource((key) => api.promoPack(lastPart(key)));
    this.payout = new KeyedResource(() => api.payoutSettings());
    makeAutoObservable<AffiliateStore, 'api' | 'options'>(this, {
      api: false,
      options: false,
      programme: false,
      status: false,
      rules: false,
      stats: false,
      referrals: false,
      packs: false,
      pack: false,
      payout: false,
    });
  }

  /** Whose figures these are: the user (and the language, for texts). */
  get userKey(): string | null {
    return this.options.userId();
  }

  get textKey(): string {
    return `${this.options.userId() ?? 'guest'}|${this.options.locale()}`;
  }

  get statsKey(): string | null {
    return this.userKey === null ? null : `${this.userKey}|${this.period}`;
  }

  packKey(slug: string): string {
    return `${this.textKey}|${slug}`;
  }

  get currentStatus(): AffiliateStatus | null {
    return this.status.valueFor(this.userKey);
  }

  loadProgramme(): Promise<void> {
    return this.programme.load(this.textKey);
  }

  loadStatus(options?: { force?: boolean }): Promise<void> {
    const key = this.userKey;
    return key === null ? Promise.resolve() : this.status.load(key, options);
  }

  loadRules(): Promise<void> {
    return this.rules.load(this.textKey);
  }

  setPeriod(period: StatsPeriod): void {
    this.period = period;
  }

  loadStats(options?: { force?: boolean }): Promise<void> {
    const key = this.statsKey;
    return key === null ? Promise.resolve() : this.stats.load(key, options);
  }

  loadReferrals(options?: { force?: boolean }): Promise<void> {
    const key = this.userKey;
    return key === null ? Promise.resolve() : this.referrals.load(key, options);
  }

  loadPacks(): Promise<void> {
    return this.userKey === null ? Promise.resolve() : this.packs.load(this.textKey);
  }

  loadPack(slug: string): Promise<void> {
    return this.userKey === null ? Promise.resolve() : this.pack.load(this.packKey(slug));
  }

  loadPayout(): Promise<void> {
    const key = this.userKey;
    return key === null ? Promise.resolve() : this.payout.load(key);
  }

  /** Sends the application; the answer is the new status (pending). */
  async apply(body: AffiliateApplicationBody): Promise<AffiliateStatus> {
    return this.took(await this.api.apply(body));
  }

  /** Accepts the rules of this version (the one read); a newer one is a 422 on `version`. */
  async acceptRules(version: string): Promise<AffiliateStatus> {
    return this.took(await this.api.acceptRules(version));
  }

  async savePayout(body: PayoutSettings): Promise<PayoutSettings> {
    const saved = await this.api.savePayoutSettings(body);
    const key = this.userKey;
    if (key !== null) this.payout.set(key, saved);
    return saved;
  }

  /** A decision arrived (a notification): the status and what depends on it are asked again. */
  async refreshAfterDecision(): Promise<void> {
    await this.loadStatus({ force: true });
  }

  clear(): void {
    this.programme.clear();
    this.status.clear();
    this.rules.clear();
    this.stats.clear();
    this.referrals.clear();
    this.packs.clear();
    this.pack.clear();
    this.payout.clear();
    this.period = 'day';
  }

  private took(status: AffiliateStatus): AffiliateStatus {
    const key = this.userKey;
    if (key !== null) this.status.set(key, status);
    this.options.onStatus?.(status);
    return status;
  }
}

function lastPart(key: string): string {
  return key.slice(key.lastIndexOf('|') + 1);
}
