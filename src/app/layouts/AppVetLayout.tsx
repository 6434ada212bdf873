import { Box, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from '../../features/auth/AccountMenu';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { VET_QUESTIONS_PATH } from '../../features/ask-vet/askVetPaths';
import { useWaitingQuestions } from '../../features/ask-vet/useWaitingQuestions';
import { VET_PATIENTS_PATH } from '../../features/vet/vetPaths';
import type { LocaleAlternate } from '../../i18n/alternates';
import type { ColorMode } from '../../ui/colorMode/colorMode';
import { useForcedColorMode } from '../../ui/colorMode/ColorModeProvider';
import { VetLayout } from '../../ui/layouts/VetLayout';
import { useAppNavigation } from '../core/AppEnvironment';

/**
 * The vet layout (spec.md section 2) for the signed-in vet area: the clinic header of the public
 * /vet/ page with the area's own menu ("Shared pets" first), the notification bell and the
 * account menu, where a user with several roles switches back to the keeper's app.
 */
export const AppVetLayout = observer(function AppVetLayout({
  children,
  alternates,
  forcedColorMode,
}: {
  children: ReactNode;
  alternates: readonly LocaleAlternate[];
  forcedColorMode?: ColorMode;
}) {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  useForcedColorMode(forcedColorMode);
  const waiting = useWaitingQuestions();
  return (
    <VetLayout
      alternates={alternates}
      menu={[
        { label: t('vets.area.patients'), to: nav.pathTo(VET_PATIENTS_PATH) },
        {
          label:
            waiting === null ? t('askVet.queue.title') : t('askVet.queue.menu', { count: waiting }),
          to: nav.pathTo(VET_QUESTIONS_PATH),
        },
      ]}
      actions={
        <Flex gap="2" align="center">
          <NotificationBell />
          <AccountMenu />
        </Flex>
      }
    >
      <Box maxW="content" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
        {children}
      </Box>
    </VetLayout>
  );
});
