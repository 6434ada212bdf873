import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { BillingDataForm } from './BillingDataForm';
import { PhoneVerification } from './PhoneVerification';
import { ProfileForm } from './ProfileForm';
import { BannerSlot } from '../banners';
import { SettingsHeading, SettingsSection } from './SettingsSection';

/** /settings/personal-info: details, phone verification and billing details, one card each. */
export const PersonalInfoScreen = observer(function PersonalInfoScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { auth } = useStores();
  const user = auth.user;
  // Signing out empties the store a moment before the page changes.
  if (!user) return null;
  return (
    <>
      <SettingsHeading
        title={t('settings.personalInfo.title')}
        intro={t('settings.personalInfo.intro')}
      />
      <BannerSlot placement="account" />
      <Stack gap="6">
        <SettingsSection title={t('settings.personalInfo.detailsHeading')}>
          <ProfileForm key={user.id} user={user} />
        </SettingsSection>
        <PhoneVerification user={user} />
        <SettingsSection
          id="billing-details"
          title={t('settings.billing.heading')}
          intro={t('settings.billing.intro')}
        >
          <BillingDataForm />
        </SettingsSection>
      </Stack>
    </>
  );
});
