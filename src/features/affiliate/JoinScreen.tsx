import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AffiliateStatus } from '@contract/schemas/affiliate';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import {
  AFFILIATE_DASHBOARD_PATH,
  AFFILIATE_RULES_ANCHOR,
  REDIRECT_PARAM,
  safeRedirectTarget,
} from '../../app/core/appPaths';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { AffiliatePanel } from './AffiliatePanel';
import { ApplicationForm } from './ApplicationForm';
import { HOW_IT_WORKS_PATH } from './affiliatePaths';
import { PartnerJoinButton } from './PartnerJoinButton';
import { ProgrammeFigures } from './ProgrammeFigures';
import { RulesAcceptance } from './RulesAcceptance';

/** The anchor of the application form (the how-it-works page's button leads there). */
export const APPLY_ANCHOR = 'apply';

/**
 * /affiliate-program/join: what the programme offers, and the keeper's next step — apply (the
 * "Become a partner" button opens the short form), wait for the decision, read why it was
 * declined and apply again, accept the rules once accepted (or again when they change), or go
 * to the dashboard.
 */
export const JoinScreen = observer(function JoinScreen({ location }: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const { affiliate } = stores;
  const nav = useAppNavigation();
  const [formOpen, setFormOpen] = useState(location.hash === `#${APPLY_ANCHOR}`);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const focusForm = useRef(false);
  // (A memory history keeps the guard's #anchor in the search: it is no part of the target.)
  const returnTo = safeRedirectTarget(
    new URLSearchParams(location.search.split('#')[0]).get(REDIRECT_PARAM),
  );
  const userKey = affiliate.userKey;
  useEffect(() => {
    void affiliate.loadStatus();
  }, [affiliate, userKey]);
  const status = affiliate.currentStatus;

  useEffect(() => {
    if (formOpen && focusForm.current) {
      focusForm.current = false;
      formHeading.current?.focus();
      formHeading.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [formOpen]);

  // Sent here by the guard to accept changed rules: the rules step is shown once the status is in.
  const rulesStep = status?.status === 'accepted' && !status.rules.has_accepted_current;
  useEffect(() => {
    if (rulesStep && location.hash === `#${AFFILIATE_RULES_ANCHOR}`) {
      document.getElementById(AFFILIATE_RULES_ANCHOR)?.scrollIntoView?.({ block: 'start' });
    }
  }, [rulesStep, location.hash]);

  const openForm = () => {
    focusForm.current = true;
    setFormOpen(true);
  };
  const canApply = status?.status === 'none' || status?.status === 'declined';
  // Arriving from "Become a partner" on the how-it-works page (#apply): to the form, once shown.
  const arrivedAtForm = useRef(false);
  useEffect(() => {
    if (!canApply || arrivedAtForm.current || location.hash !== `#${APPLY_ANCHOR}`) return;
    arrivedAtForm.current = true;
    formHeading.current?.focus();
    formHeading.current?.scrollIntoView?.({ block: 'start' });
  }, [canApply, location.hash]);

  return (
    <Stack gap={{ base: '8', md: '10' }}>
      <Box>
        <chakra.h1 fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="short">
          {t('affiliate.join.title')}
        </chakra.h1>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" mt="3" maxW="48rem">
          {t('affiliate.join.intro')}
        </Text>
      </Box>
      <ProgrammeFigures />
      <Text>
        <AppLink to={nav.pathTo(HOW_IT_WORKS_PATH)} color="brand.fg" fontWeight="semibold">
          {t('affiliate.join.howItWorksLink')}
        </AppLink>
      </Text>

      {!status ? (
        <Text role="status" color="fg.muted">
          {affiliate.status.state === 'failed' ? t('affiliate.loadFailed') : t('common.loading')}
        </Text>
      ) : (
        <StatusPanel
          status={status}
          formOpen={formOpen}
          onJoin={openForm}
          onAccepted={() => {
            stores.toasts.success(t('affiliate.rules.accepted'));
            void nav.goToSitePath(returnTo ?? nav.pathTo(AFFILIATE_DASHBOARD_PATH));
          }}
        />
      )}

      {formOpen && canApply && (
        <AffiliatePanel
          id={APPLY_ANCHOR}
          ref={formHeading}
          title={t('affiliate.apply.title')}
          intro={t('affiliate.apply.intro')}
        >
          <ApplicationForm
            onApplied={() => {
              setFormOpen(false);
              stores.toasts.success(t('affiliate.apply.sent'));
            }}
          />
        </AffiliatePanel>
      )}
    </Stack>
  );
});

function StatusPanel({
  status,
  formOpen,
  onJoin,
  onAccepted,
}: {
  status: AffiliateStatus;
  formOpen: boolean;
  onJoin: () => void;
  onAccepted: () => void;
}) {
  const { t } = useTranslation('app');
  const nav = useAppNavigation();
  switch (status.status) {
    case 'none':
      return (
        <AffiliatePanel
          title={t('affiliate.join.readyTitle')}
          intro={t('affiliate.join.readyIntro')}
        >
          {!formOpen && (
            <PartnerJoinButton placement="join" onClick={onJoin}>
              {t('affiliate.join.become')}
            </PartnerJoinButton>
          )}
        </AffiliatePanel>
      );
    case 'pending':
      return (
        <AffiliatePanel
          tone="brand"
          title={t('affiliate.status.pendingTitle')}
          intro={t('affiliate.status.pendingIntro')}
        />
      );
    case 'declined':
      return (
        <AffiliatePanel
          tone="warning"
          title={t('affiliate.status.declinedTitle')}
          intro={t('affiliate.status.declinedIntro')}
        >
          <Stack gap="4">
            {status.decline_reason && (
              <Box as="blockquote" borderStartWidth="4px" borderColor="warning.fg" ps="4">
                <Text fontWeight="semibold">{t('affiliate.status.reason')}</Text>
                <Text>{status.decline_reason}</Text>
              </Box>
            )}
            {!formOpen && (
              <div>
                <PartnerJoinButton placement="reapply" onClick={onJoin}>
                  {t('affiliate.status.applyAgain')}
                </PartnerJoinButton>
              </div>
            )}
          </Stack>
        </AffiliatePanel>
      );
    case 'accepted':
      if (!status.rules.has_accepted_current) {
        return (
          <AffiliatePanel
            id={AFFILIATE_RULES_ANCHOR}
            tone="brand"
            title={
              status.rules.accepted_version === null
                ? t('affiliate.rules.welcomeTitle')
                : t('affiliate.rules.changedTitle')
            }
          >
            <RulesAcceptance status={status} onAccepted={onAccepted} />
          </AffiliatePanel>
        );
      }
      return (
        <AffiliatePanel
          tone="brand"
          title={t('affiliate.status.partnerTitle')}
          intro={t('affiliate.status.partnerIntro', { code: status.code ?? '' })}
        >
          <Flex gap="3" wrap="wrap">
            <AppLink
              to={nav.pathTo(AFFILIATE_DASHBOARD_PATH)}
              display="inline-flex"
              alignItems="center"
              px="5"
              minH="11"
              borderRadius="full"
              bg="brand.solid"
              color="brand.contrast"
              fontWeight="semibold"
              _hover={{ bg: 'brand.solidHover' }}
            >
              {t('affiliate.status.openDashboard')}
            </AppLink>
          </Flex>
        </AffiliatePanel>
      );
  }
}
