import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/AppLink';
import { PrimaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { isUncheckedGuestPet, missingPetDetails } from './bannerDefinitions';
import { Banner } from './Banner';
import type { BannerViewProps } from './bannerViewTypes';

/**
 * Before the AI uses the current pet's details: which ones are missing, a link to complete them
 * (the screen passes where), and "the details are right", which dismisses it for this
 * version of the pet's details.
 */
export function ConfirmPetDataBanner({ context, onDismiss }: BannerViewProps) {
  const { t } = useTranslation('app');
  const pet = context.currentPet;
  const editHref = context.facts.petDetailsHref;
  if (!pet) return null;
  const missing = missingPetDetails(context)
    .map((field) => t(`banners.confirmPetData.missing.${field}`))
    .join(t('banners.listSeparator'));
  const text = isUncheckedGuestPet(context)
    ? missing
      ? t('banners.confirmPetData.textNewMissing', { name: pet.name, missing })
      : t('banners.confirmPetData.textNew', { name: pet.name })
    : t('banners.confirmPetData.text', { missing });
  return (
    <Banner
      bannerId="confirm-pet-data"
      tone="info"
      icon={<AppIcon icon="lucide:clipboard-check" size={22} />}
      title={t('banners.confirmPetData.title', { name: pet.name })}
      actions={
        <>
          {onDismiss && (
            <PrimaryButton type="button" onClick={onDismiss}>
              {t('banners.confirmPetData.confirm')}
            </PrimaryButton>
          )}
          {editHref && (
            <AppLink
              to={editHref}
              color="brand.fg"
              fontWeight="semibold"
              textDecoration="underline"
            >
              {t('banners.confirmPetData.edit')}
            </AppLink>
          )}
        </>
      }
    >
      <Text color="fg.muted">{text}</Text>
    </Banner>
  );
}
