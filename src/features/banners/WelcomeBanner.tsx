import { chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PERSONAL_INFO_PATH } from '../../app/core/appPaths';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { AppLink } from '../../ui/AppLink';
import { AppIcon } from '../../ui/icons/AppIcon';
import { Icon } from '../../ui/Icon';
import { CREATE_PET_PATH } from '../pets';
import { PHONE_VERIFICATION_ID } from '../settings';
import { Banner } from './Banner';
import type { BannerViewProps } from './bannerViewTypes';

const PREFERENCES_PATH = '/settings/preferences/';

/** After registration: a greeting and the next steps, each ticked off once done. */
export function WelcomeBanner({ context, onDismiss }: BannerViewProps) {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  const user = context.user;
  if (!user) return null;
  const title = t('banners.welcome.title', { name: user.name });
  const steps = [
    {
      // The after-registration banner leads a keeper without a pet to add one.
      key: 'pet',
      label: t('banners.welcome.addPet'),
      to: nav.pathTo(CREATE_PET_PATH),
      done: context.pets.length > 0,
    },
    {
      key: 'phone',
      label: t('banners.welcome.verifyPhone'),
      to: `${nav.pathTo(PERSONAL_INFO_PATH)}#${PHONE_VERIFICATION_ID}`,
      done: user.is_verified_phone_number,
    },
    {
      key: 'preferences',
      label: t('banners.welcome.preferences'),
      to: nav.pathTo(PREFERENCES_PATH),
      // Saved preferences, as the API records them (the defaults alone are no choice). An API
      // that does not say: no done state.
      done: user.has_chosen_preferences,
    },
  ];
  return (
    <Banner
      bannerId="welcome"
      tone="brand"
      icon={<AppIcon icon="lucide:paw-print" size={22} />}
      title={title}
      onDismiss={onDismiss}
      dismissLabel={t('banners.dismiss', { title })}
    >
      <Text color="fg.muted">{t('banners.welcome.text')}</Text>
      <chakra.ol listStyleType="none" mt="3" display="grid" gap="2">
        {steps.map((step) => (
          <chakra.li key={step.key} display="flex" alignItems="center" gap="2">
            <chakra.span color={step.done ? 'success.fg' : 'fg.muted'} display="inline-flex">
              <Icon name={step.done ? 'check-circle' : 'chevron-right'} size={18} />
            </chakra.span>
            {step.done !== undefined && (
              <chakra.span srOnly>
                {/* The label carries its own separator: ":" in English, "：" in Japanese. */}
                {step.done ? t('banners.welcome.done') : t('banners.welcome.todo')}
              </chakra.span>
            )}
            <AppLink
              to={step.to}
              color="brand.fg"
              fontWeight="medium"
              textDecoration={step.done ? 'line-through' : 'underline'}
              textUnderlineOffset="3px"
            >
              {step.label}
            </AppLink>
          </chakra.li>
        ))}
      </chakra.ol>
    </Banner>
  );
}
