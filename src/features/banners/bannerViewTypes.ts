import type { VisibleBanner } from './BannerStore';
import type { BannerContext } from './bannerTypes';

/** What BannerSlot hands each banner's view. */
export interface BannerViewProps {
  banner: VisibleBanner;
  context: BannerContext;
  /** Closes it for this user (absent for banners that cannot be dismissed). */
  onDismiss?: () => void;
}
