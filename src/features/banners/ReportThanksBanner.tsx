import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '../../ui/icons/AppIcon';
import { Banner } from './Banner';
import type { BannerViewProps } from './bannerViewTypes';

/** Right after a report was bought or created: thanks, closable (per report). */
export function ReportThanksBanner({ context, onDismiss }: BannerViewProps) {
  const { t } = useTranslation('app');
  const pet = context.currentPet;
  const title = t('banners.reportThanks.title');
  return (
    <Banner
      bannerId="report-thanks"
      tone="success"
      icon={<AppIcon icon="lucide:heart-handshake" size={22} />}
      title={title}
      onDismiss={onDismiss}
      dismissLabel={t('banners.dismiss', { title })}
    >
      <Text color="fg.muted">
        {pet
          ? t('banners.reportThanks.text', { name: pet.name })
          : t('banners.reportThanks.textNoPet')}
      </Text>
    </Banner>
  );
}
