import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { localePath } from '@contract/locales';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { LOGIN_PATH } from '../../app/core/appPaths';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { AppLink } from '../../ui/AppLink';
import { PrimaryButton } from '../../ui/forms/Button';
import { AuthCard, AuthLink } from '../auth';
import { formatDeletionDate } from './formatDeletionDate';

/**
 * Where the keeper lands, signed out, after asking to delete the account: when it happens (the
 * ?on= date) and the way back — signing in before then cancels the deletion.
 */
export function AccountDeletedScreen({ location }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  const { locale, bcp47 } = useLocale();
  const on = new URLSearchParams(location.search).get('on') ?? '';
  const valid = /^\d{4}-\d{2}-\d{2}T/.test(on) && !Number.isNaN(Date.parse(on));
  return (
    <AuthCard title={t('keeperData.scheduled.title')}>
      <Stack gap="4">
        <Text>
          {valid
            ? t('keeperData.scheduled.text', { date: formatDeletionDate(on, bcp47) })
            : t('keeperData.scheduled.noDate')}
        </Text>
        {valid && <Text>{t('keeperData.scheduled.cancelText')}</Text>}
        <div>
          <PrimaryButton asChild>
            <AppLink to={nav.pathTo(LOGIN_PATH)}>{t('keeperData.scheduled.signIn')}</AppLink>
          </PrimaryButton>
        </div>
        <AuthLink to={localePath(locale, '/')}>{t('keeperData.scheduled.home')}</AuthLink>
      </Stack>
    </AuthCard>
  );
}
