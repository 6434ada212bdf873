// Answers of the affiliate API (contract/schemas/affiliate.ts) for the screen tests.
import type {
  AffiliateProgramme,
  AffiliateRules,
  AffiliateStats,
  AffiliateStatus,
  PromoPack,
  Referral,
} from '@contract/schemas/affiliate';

export function makeProgramme(overrides: Partial<AffiliateProgramme> = {}): AffiliateProgramme {
  return {
    commission_bp: 2000,
    referral_window_days: 30,
    refund_window_days: 14,
    code_discount_percent: 10,
    rules_version: '2026-11',
    currency: 'USD',
    minimum_payout_minor: 5000,
    ...overrides,
  };
}

export function makeStatus(
  status: AffiliateStatus['status'],
  overrides: Partial<AffiliateStatus> = {},
): AffiliateStatus {
  const accepted = status === 'accepted';
  return {
    status,
    decline_reason: null,
    code: accepted ? 'ALEXPETS' : null,
    link: accepted ? 'http://localhost:8000/?ref=ALEXPETS' : null,
    rules: {
      current_version: '2026-11',
      accepted_version: accepted ? '2026-11' : null,
      accepted_at: accepted ? '2026-10-01T10:00:00.000Z' : null,
      has_accepted_current: accepted,
    },
    ...overrides,
  };
}

export function makeRules(version = '2026-11'): AffiliateRules {
  return {
    version,
    sections: [
      {
        title: 'Commission',
        body: 'You earn 20% of what keepers who signed up through your link pay.',
      },
      { title: 'Not allowed', body: 'Self-referrals, fake accounts and spam.' },
    ],
  };
}

export function makeStats(overrides: Partial<AffiliateStats['totals']> = {}): AffiliateStats {
  return {
    series: [
      { date: '2026-11-26', clicks: 3, signups: 1, conversions: 0, earnings_minor: 0 },
      { date: '2026-11-27', clicks: 5, signups: 0, conversions: 1, earnings_minor: 998 },
      { date: '2026-11-28', clicks: 1, signups: 1, conversions: 1, earnings_minor: 100 },
    ],
    totals: {
      clicks: 9,
      signups: 2,
      conversions: 2,
      earnings_minor: 1098,
      pending_minor: 100,
      payable_minor: 998,
      paid_minor: 1996,
      ...overrides,
    },
    currency: 'USD',
  };
}

export function makeReferral(overrides: Partial<Referral> = {}): Referral {
  return {
    id: '7',
    signed_up_at: '2026-11-20T09:00:00.000Z',
    converted: true,
    commission_minor: 998,
    commission_status: 'pending',
    currency: 'USD',
    ...overrides,
  };
}

export function makePromoPack(): PromoPack {
  return {
    slug: 'health-records',
    title: 'Health records in one place',
    banners: [
      {
        id: 'rectangle',
        width: 300,
        height: 250,
        url: 'http://localhost:8000/api/affiliate/promo-packs/health-records/banners/rectangle.png?lang=en',
      },
    ],
    texts: [
      {
        locale: 'en',
        channel: 'x',
        text: 'Never miss a vaccination again: http://localhost:8000/?ref=ALEXPETS',
      },
      {
        locale: 'jp',
        channel: 'x',
        text: 'ワクチンの時期をもう忘れない。http://localhost:8000/?ref=ALEXPETS',
      },
    ],
  };
}
