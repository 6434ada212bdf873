import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton, SecondaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { Banner } from './Banner';
import type { BannerViewProps } from './bannerViewTypes';

/**
 * Before a step that costs something or cannot be undone (an analysis, a report, a payment): what
 * will happen, Continue and Go back. It cannot be closed; answering is the way out.
 */
export function ConfirmProceedBanner({ context }: BannerViewProps) {
  const { t } = useTranslation('app');
  const confirmation = context.facts.confirmation;
  if (!confirmation) return null;
  return (
    <Banner
      bannerId="confirm-proceed"
      tone="warning"
      icon={<AppIcon icon="lucide:circle-alert" size={22} />}
      title={t('banners.confirmProceed.title')}
      actions={
        <>
          <PrimaryButton type="button" onClick={confirmation.onConfirm}>
            {t('banners.confirmProceed.confirm')}
          </PrimaryButton>
          <SecondaryButton type="button" onClick={confirmation.onCancel}>
            {t('banners.confirmProceed.cancel')}
          </SecondaryButton>
        </>
      }
    >
      <Text color="fg.muted">{confirmation.summary}</Text>
    </Banner>
  );
}
