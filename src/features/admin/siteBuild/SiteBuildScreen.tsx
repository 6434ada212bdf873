import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RouteScreenProps } from '../../../app/core/routeTypes';
import { AdminPage } from '../shared/AdminPage';
import { SiteBuildPanel } from './SiteBuildPanel';

/** /admin/site-build: the public site's rebuild after publishing, live. */
export const SiteBuildScreen = observer(function SiteBuildScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  return (
    <AdminPage title={t('admin.siteBuild.title')} intro={t('admin.siteBuild.intro')}>
      <SiteBuildPanel />
      <Text mt="4" color="fg.muted" fontSize="sm" maxW="prose">
        {t('admin.siteBuild.howItWorks')}
      </Text>
    </AdminPage>
  );
});
