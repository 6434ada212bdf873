import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useStores } from '../../stores/StoreProvider';
import type { BannerFacts, BannerId, BannerPlacement } from './bannerTypes';
import type { BannerViewProps } from './bannerViewTypes';
import { ConfirmPetDataBanner } from './ConfirmPetDataBanner';
import { ConfirmProceedBanner } from './ConfirmProceedBanner';
import { DownloadReportBanner } from './DownloadReportBanner';
import { PhotoDropBanner } from './PhotoDropBanner';
import { ReportThanksBanner } from './ReportThanksBanner';
import { WelcomeBanner } from './WelcomeBanner';

/** The signed-in app's banner views; the public sign-up banner lives on prebuilt pages. */
const VIEWS: Partial<Record<BannerId, ComponentType<BannerViewProps>>> = {
  welcome: WelcomeBanner,
  'confirm-pet-data': ConfirmPetDataBanner,
  'download-report': DownloadReportBanner,
  'photo-drop': PhotoDropBanner,
  'confirm-proceed': ConfirmProceedBanner,
  'report-thanks': ReportThanksBanner,
};

export interface BannerSlotProps {
  placement: BannerPlacement;
  /** What only the screen knows (its report, a pending confirmation…). */
  facts?: BannerFacts;
  mb?: string;
}

/** The banners of one place on a screen, most important first; nothing when none applies. */
export const BannerSlot = observer(function BannerSlot({
  placement,
  facts,
  mb = '6',
}: BannerSlotProps) {
  const { banners } = useStores();
  const visible = banners.visible(placement, facts);
  const context = banners.context(facts);
  const shown = visible.filter((banner) => VIEWS[banner.definition.id]);
  if (shown.length === 0) return null;
  return (
    <Stack gap="4" mb={mb}>
      {shown.map((banner) => {
        const View = VIEWS[banner.definition.id] as ComponentType<BannerViewProps>;
        const dismissible = banner.definition.dismissal.kind !== 'none';
        return (
          <View
            key={banner.key}
            banner={banner}
            context={context}
            onDismiss={dismissible ? () => banners.dismiss(banner) : undefined}
          />
        );
      })}
    </Stack>
  );
});
