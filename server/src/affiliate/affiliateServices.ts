// The programme's services, built once from the same dependencies (commerceRouteGroup.ts): one
// per job, sharing who is an affiliate (affiliateMembership.ts).
import { AffiliateMembership, type AffiliateDeps } from './affiliateMembership';
import { ApplicationService } from './applicationService';
import { PayoutSettingsService } from './payoutSettingsService';
import { ProgrammeService } from './programmeService';
import { PromoPackService } from './promoPackService';
import { StatsService } from './statsService';

export interface AffiliateServices {
  membership: AffiliateMembership;
  programme: ProgrammeService;
  applications: ApplicationService;
  stats: StatsService;
  promoPacks: PromoPackService;
  payouts: PayoutSettingsService;
}

export function affiliateServices(deps: AffiliateDeps): AffiliateServices {
  const membership = new AffiliateMembership(deps);
  const withMembership = { ...deps, membership };
  return {
    membership,
    programme: new ProgrammeService(withMembership),
    applications: new ApplicationService(withMembership),
    stats: new StatsService(withMembership),
    promoPacks: new PromoPackService(withMembership),
    payouts: new PayoutSettingsService(withMembership),
  };
}
