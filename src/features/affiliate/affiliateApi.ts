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
import type { HttpClient, RequestOptions } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

type Data<T> = { data: T };

/** The keeper's side of the affiliate programme (server/src/affiliate/README.md). */
export function createAffiliateApi(http: HttpClient) {
  return {
    /** Public: the commission, the windows and the minimum payout. */
    programme: async (options?: RequestOptions) =>
      (await http.get<Data<AffiliateProgramme>>('affiliate/programme', options)).data,
    me: async (options?: RequestOptions) =>
      (await http.get<Data<AffiliateStatus>>('affiliate/me', options)).data,
    apply: async (body: AffiliateApplicationBody) =>
      (await http.post<Data<AffiliateStatus>>('affiliate/applications', body)).data,
    /** The rules in the App-Language, with their version. */
    rules: async (options?: RequestOptions) =>
      (await http.get<Data<AffiliateRules>>('affiliate/rules', options)).data,
    acceptRules: async (version: string) =>
      (await http.post<Data<AffiliateStatus>>('affiliate/rules/accept', { version })).data,
    stats: async (period: StatsPeriod, options?: RequestOptions) =>
      (
        await http.get<Data<AffiliateStats>>('affiliate/stats', {
          ...options,
          query: { period },
        })
      ).data,
    referrals: async (options?: RequestOptions) =>
      (await http.get<Data<Referral[]>>('affiliate/referrals', options)).data,
    promoPacks: async (options?: RequestOptions) =>
      (await http.get<Data<PromoPackSummary[]>>('affiliate/promo-packs', options)).data,
    promoPack: async (slug: string, options?: RequestOptions) =>
      (await http.get<Data<PromoPack>>(`affiliate/promo-packs/${segment(slug)}`, options)).data,
    payoutSettings: async (options?: RequestOptions) =>
      (await http.get<Data<PayoutSettings | null>>('affiliate/payout-settings', options)).data,
    savePayoutSettings: async (body: PayoutSettings) =>
      (await http.put<Data<PayoutSettings>>('affiliate/payout-settings', body)).data,
  };
}

export type AffiliateApi = ReturnType<typeof createAffiliateApi>;
