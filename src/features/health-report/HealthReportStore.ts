import { makeAutoObservable, runInAction } from 'mobx';
import type { PriceList } from '@contract/schemas/billing';
import type { Language as ReportLanguage } from '@contract/preferences';
import type { HealthReport, HealthReportAllowance } from '@contract/schemas/healthReport';
import { ApiError } from '../../http/ApiError';
import { KeyedResource } from '../../stores/KeyedResource';
import type { HealthReportApi } from './healthReportApi';

/** Why the last create did not make a report (shown in the page, beside the toast). */
export type CreateRefusal =
  | { kind: 'daily-limit'; retryAfterSeconds: number | null; at: number }
  | { kind: 'needs-purchase' };

/**
 * The current pet's AI health reports (/my-pets/ai-health-report): the list, what creating one
 * needs (Premium, or a report bought for the pet), creating one (the daily limit and a missing
 * purchase are told in the page), the report just created (the thank-you banner), deleting one,
 * and putting a report into the cart for a pet without Premium.
 */
export class HealthReportStore {
  readonly reports: KeyedResource<HealthReport[]>;
  readonly allowance: KeyedResource<HealthReportAllowance>;
  prices: PriceList | null = null;
  /** The pet whose report is being made now. */
  creatingFor: string | null = null;
  refusal: { petId: string; reason: CreateRefusal } | null = null;
  /** The report created during this visit of the page (thanks, then the download banner). */
  justCreatedId: string | null = null;
  private pricesRequested = false;

  constructor(private readonly api: HealthReportApi) {
    this.reports = new KeyedResource((petId) => api.list(petId));
    this.allowance = new KeyedResource((petId) => api.allowance(petId));
    makeAutoObservable<HealthReportStore, 'api' | 'pricesRequested'>(this, {
      api: false,
      reports: false,
      allowance: false,
      pricesRequested: false,
    });
  }

  async load(petId: string, options?: { force?: boolean }): Promise<void> {
    await Promise.all([this.reports.load(petId, options), this.allowance.load(petId, options)]);
  }

  /** The price of one report in the keeper's currency (asked once; null until known). */
  async loadPrices(): Promise<void> {
    if (this.pricesRequested) return;
    this.pricesRequested = true;
    try {
      const prices = await this.api.prices();
      runInAction(() => (this.prices = prices));
    } catch {
      runInAction(() => (this.pricesRequested = false));
    }
  }

  refusalFor(petId: string): CreateRefusal | null {
    return this.refusal?.petId === petId ? this.refusal.reason : null;
  }

  async create(petId: string, language: ReportLanguage): Promise<HealthReport | null> {
    if (this.creatingFor !== null) return null;
    this.creatingFor = petId;
    this.refusal = null;
    try {
      const report = await this.api.create(petId, { language });
      runInAction(() => {
        this.reports.update(petId, (list) => [report, ...list.filter((r) => r.id !== report.id)]);
        this.justCreatedId = report.id;
      });
      // A bought report was spent (or Premium ended meanwhile): ask again.
      void this.allowance.load(petId, { force: true });
      return report;
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.status === 429) {
          this.refusal = {
            petId,
            reason: {
              kind: 'daily-limit',
              retryAfterSeconds: error.retryAfterSeconds,
              at: Date.now(),
            },
          };
        } else if (error instanceof ApiError && error.status === 402) {
          this.refusal = { petId, reason: { kind: 'needs-purchase' } };
        }
      });
      if (error instanceof ApiError && error.status === 402) {
        void this.allowance.load(petId, { force: true });
      }
      return null;
    } finally {
      runInAction(() => (this.creatingFor = null));
    }
  }

  async remove(report: HealthReport): Promise<void> {
    await this.api.remove(report.id);
    this.reports.update(report.pet_id, (list) => list.filter((r) => r.id !== report.id));
    if (this.justCreatedId === report.id) this.justCreatedId = null;
  }

  /** One report for a pet without Premium into the cart (then the cart page takes over). */
  addToCart(petId: string): Promise<void> {
    return this.api.addToCart(petId);
  }

  /** Leaving the page: the thanks were for that visit. */
  forgetJustCreated(): void {
    this.justCreatedId = null;
  }

  clear(): void {
    this.reports.clear();
    this.allowance.clear();
    this.refusal = null;
    this.justCreatedId = null;
    this.creatingFor = null;
    this.prices = null;
    this.pricesRequested = false;
  }
}
