import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { SettingsHeading } from '../settings';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DownloadDataSection } from './DownloadDataSection';

/** /settings/your-data: download everything stored about the keeper, or delete the account. */
export function YourDataScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  return (
    <>
      <SettingsHeading title={t('keeperData.title')} intro={t('keeperData.intro')} />
      <Stack gap="6">
        <DownloadDataSection />
        <DeleteAccountSection />
      </Stack>
    </>
  );
}
