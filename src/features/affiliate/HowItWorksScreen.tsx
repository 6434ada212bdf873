import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { AFFILIATE_DASHBOARD_PATH, AFFILIATE_JOIN_PATH } from '../../app/core/appPaths';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { AppIcon, type AppIconName } from '../../ui/icons/AppIcon';
import { APPLY_ANCHOR } from './JoinScreen';
import { formatMinor } from './money';
import { PartnerJoinButton } from './PartnerJoinButton';

const STEPS = [
  { key: 'apply', icon: 'lucide:send' },
  { key: 'review', icon: 'lucide:hourglass' },
  { key: 'rules', icon: 'lucide:scroll-text' },
  { key: 'share', icon: 'lucide:share-2' },
  { key: 'click', icon: 'lucide:mouse-pointer-click' },
  { key: 'signup', icon: 'lucide:user-plus' },
  { key: 'buy', icon: 'lucide:shopping-bag' },
  { key: 'payout', icon: 'lucide:wallet' },
] as const satisfies readonly { key: string; icon: AppIconName }[];

/**
 * /affiliate-program/join/how-it-works: the programme from application to payout, step by
 * step, with the figures of the configuration (commission, windows, minimum payout), and the
 * keeper's next step at the end.
 */
export const HowItWorksScreen = observer(function HowItWorksScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { affiliate } = useStores();
  const { bcp47 } = useLocale();
  const nav = useAppNavigation();
  const textKey = affiliate.textKey;
  const userKey = affiliate.userKey;
  useEffect(() => {
    void affiliate.loadProgramme();
  }, [affiliate, textKey]);
  useEffect(() => {
    void affiliate.loadStatus();
  }, [affiliate, userKey]);
  const terms = affiliate.programme.valueFor(textKey);
  const status = affiliate.currentStatus;
  const figures = terms && {
    commission: new Intl.NumberFormat(bcp47, { style: 'percent', maximumFractionDigits: 2 }).format(
      terms.commission_bp / 10_000,
    ),
    window: terms.referral_window_days,
    refund: terms.refund_window_days,
    discount: terms.code_discount_percent,
    minimum: formatMinor(terms.minimum_payout_minor, terms.currency, bcp47),
  };

  return (
    <Stack gap={{ base: '8', md: '10' }}>
      <Box>
        <chakra.h1 fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="short">
          {t('affiliate.how.title')}
        </chakra.h1>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" mt="3" maxW="48rem">
          {t('affiliate.how.intro')}
        </Text>
      </Box>
      {!figures ? (
        <Text role="status" color="fg.muted">
          {affiliate.programme.state === 'failed' ? t('affiliate.loadFailed') : t('common.loading')}
        </Text>
      ) : (
        <chakra.ol listStyleType="none" display="grid" gap="4">
          {STEPS.map((step, index) => (
            <Flex
              as="li"
              key={step.key}
              gap="4"
              align="flex-start"
              bg="bg.surface"
              borderWidth="1px"
              borderColor="border"
              borderRadius="xl"
              p={{ base: '4', md: '5' }}
            >
              <Flex
                flexShrink={0}
                w="11"
                h="11"
                borderRadius="full"
                bg="brand.subtle"
                color="brand.fg"
                align="center"
                justify="center"
                aria-hidden="true"
              >
                <AppIcon icon={step.icon} size={22} />
              </Flex>
              <Box>
                <chakra.h2 fontSize="lg" fontWeight="bold">
                  {/* The list gives screen readers the position; the number is for the eye. */}
                  <chakra.span color="fg.muted" me="2" aria-hidden="true">
                    {index + 1}.
                  </chakra.span>
                  {t(`affiliate.how.steps.${step.key}.title`)}
                </chakra.h2>
                <Text mt="1">{t(`affiliate.how.steps.${step.key}.body`, figures)}</Text>
              </Box>
            </Flex>
          ))}
        </chakra.ol>
      )}
      <Box
        bg="brand.subtle"
        borderWidth="1px"
        borderColor="brand.solid"
        borderRadius="xl"
        p={{ base: '5', md: '7' }}
      >
        <chakra.h2 fontSize="xl" fontWeight="bold">
          {t('affiliate.how.nextTitle')}
        </chakra.h2>
        <Box mt="3">
          {status?.status === 'accepted' ? (
            <AppLink
              to={nav.pathTo(
                status.rules.has_accepted_current ? AFFILIATE_DASHBOARD_PATH : AFFILIATE_JOIN_PATH,
              )}
              color="brand.fg"
              fontWeight="semibold"
            >
              {status.rules.has_accepted_current
                ? t('affiliate.status.openDashboard')
                : t('affiliate.how.acceptRules')}
            </AppLink>
          ) : status?.status === 'pending' ? (
            <Text>{t('affiliate.status.pendingIntro')}</Text>
          ) : (
            <PartnerJoinButton
              placement="how_it_works"
              onClick={() => void nav.go(`${AFFILIATE_JOIN_PATH}#${APPLY_ANCHOR}`)}
            >
              {t('affiliate.join.become')}
            </PartnerJoinButton>
          )}
        </Box>
      </Box>
    </Stack>
  );
});
