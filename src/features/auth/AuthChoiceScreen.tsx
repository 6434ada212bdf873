import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAppEnvironment, useAppNavigation } from '../../app/core/AppEnvironment';
import { REDIRECT_PARAM, safeRedirectTarget } from '../../app/core/appPaths';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { AppLink } from '../../ui/AppLink';
import { AuthCard, AuthLink } from './AuthCard';
import { AUTH_FILLED_LINK_LOOK, AUTH_OUTLINED_LINK_LOOK } from './authLinkLooks';
import { ProviderButtons } from './ProviderButtons';
import { withReturnTo } from './withReturnTo';

/** /auth: sign in or create an account, with email or a provider. */
export function AuthChoiceScreen({ location }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  const { analytics } = useAppEnvironment();
  const returnTo = safeRedirectTarget(new URLSearchParams(location.search).get(REDIRECT_PARAM));
  return (
    <AuthCard
      title={t('auth.choice.title')}
      intro={t('auth.choice.intro')}
      // A guest may describe a pet before having an account: the pets feature keeps the draft
      // in the browser and saves it after sign-up or sign-in.
      footer={
        <AuthLink to={nav.pathTo('/my-pets/add-new-pet/')}>{t('auth.choice.addPetFirst')}</AuthLink>
      }
    >
      <Flex direction="column" gap="3">
        <AppLink to={withReturnTo(nav.pathTo('/auth/login/'), returnTo)} {...AUTH_FILLED_LINK_LOOK}>
          {t('auth.choice.signIn')}
        </AppLink>
        <AppLink
          to={withReturnTo(nav.pathTo('/auth/register/'), returnTo)}
          onClick={() => analytics.track('btn_click_sign_up', { placement: 'auth_choice' })}
          {...AUTH_OUTLINED_LINK_LOOK}
        >
          {t('auth.choice.register')}
        </AppLink>
      </Flex>
      <ProviderButtons returnTo={returnTo} />
    </AuthCard>
  );
}
