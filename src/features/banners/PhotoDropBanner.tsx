import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { Banner } from './Banner';
import type { BannerViewProps } from './bannerViewTypes';

/** On photo upload screens with a mouse: photos can be dropped on the page. "Got it" closes it. */
export function PhotoDropBanner({ onDismiss }: BannerViewProps) {
  const { t } = useTranslation('app');
  return (
    <Banner
      bannerId="photo-drop"
      tone="info"
      icon={<AppIcon icon="lucide:image-up" size={22} />}
      title={t('banners.photoDrop.title')}
      actions={
        onDismiss && (
          <SecondaryButton type="button" onClick={onDismiss}>
            {t('banners.photoDrop.action')}
          </SecondaryButton>
        )
      }
    >
      <Text color="fg.muted">{t('banners.photoDrop.text')}</Text>
    </Banner>
  );
}
