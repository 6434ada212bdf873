import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { STATS_PERIODS } from '@contract/affiliate';
import type { AffiliateStats } from '@contract/schemas/affiliate';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AffiliateNav } from './AffiliateNav';
import { AffiliatePanel } from './AffiliatePanel';
import { formatMinor } from './money';
import { ReferralLinkCard } from './ReferralLinkCard';
import { ReferralsTable } from './ReferralsTable';
import { StatsChart } from './StatsChart';

/**
 * /affiliate-program/dashboard: the link and code to share, the figures of the chosen period
 * (clicks, sign-ups, conversions, earnings) with a chart per day, week or month, the balances
 * (pending, payable, paid), and the latest referrals.
 */
export const AffiliateDashboardScreen = observer(function AffiliateDashboardScreen(
  _props: RouteScreenProps,
) {
  const { t } = useTranslation('app');
  const { affiliate } = useStores();
  const userKey = affiliate.userKey;
  const statsKey = affiliate.statsKey;
  useEffect(() => {
    void affiliate.loadStatus();
    void affiliate.loadReferrals();
  }, [affiliate, userKey]);
  useEffect(() => {
    void affiliate.loadStats();
  }, [affiliate, statsKey]);
  const status = affiliate.currentStatus;
  const stats = affiliate.stats.valueFor(statsKey);
  const referrals = affiliate.referrals.valueFor(userKey);

  return (
    <>
      <AffiliateNav />
      <Stack gap="6">
        <Box>
          <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
            {t('affiliate.dashboard.title')}
          </chakra.h1>
          <Text color="fg.muted" mt="2">
            {t('affiliate.dashboard.intro')}
          </Text>
        </Box>
        {status?.link && status.code && <ReferralLinkCard link={status.link} code={status.code} />}
        <AffiliatePanel title={t('affiliate.dashboard.performance')}>
          <Stack gap="5">
            <PeriodSwitch />
            {!stats ? (
              <Text role="status" color="fg.muted">
                {affiliate.stats.state === 'failed'
                  ? t('affiliate.loadFailed')
                  : t('common.loading')}
              </Text>
            ) : (
              <>
                <Totals stats={stats} />
                <StatsChart stats={stats} period={affiliate.period} />
              </>
            )}
          </Stack>
        </AffiliatePanel>
        <AffiliatePanel
          title={t('affiliate.referrals.title')}
          intro={t('affiliate.referrals.intro')}
        >
          {!referrals ? (
            <Text role="status" color="fg.muted">
              {affiliate.referrals.state === 'failed'
                ? t('affiliate.loadFailed')
                : t('common.loading')}
            </Text>
          ) : (
            <ReferralsTable referrals={referrals} />
          )}
        </AffiliatePanel>
      </Stack>
    </>
  );
});

/** Day, week or month: a group of pressed/unpressed buttons. */
const PeriodSwitch = observer(function PeriodSwitch() {
  const { t } = useTranslation('app');
  const { affiliate } = useStores();
  return (
    <Flex role="group" aria-label={t('affiliate.stats.periodLabel')} gap="1" wrap="wrap">
      {STATS_PERIODS.map((period) => {
        const pressed = affiliate.period === period;
        return (
          <chakra.button
            key={period}
            type="button"
            aria-pressed={pressed}
            onClick={() => affiliate.setPeriod(period)}
            px="4"
            minH="10"
            borderRadius="full"
            borderWidth="1px"
            borderColor={pressed ? 'brand.solid' : 'border'}
            bg={pressed ? 'brand.solid' : 'bg.surface'}
            color={pressed ? 'brand.contrast' : 'fg'}
            fontWeight="semibold"
            cursor="pointer"
          >
            {t(`affiliate.stats.period.${period}`)}
          </chakra.button>
        );
      })}
    </Flex>
  );
});

function Totals({ stats }: { stats: AffiliateStats }) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const money = (minor: number) => formatMinor(minor, stats.currency, bcp47);
  const counts = new Intl.NumberFormat(bcp47);
  const figures = [
    {
      key: 'clicks',
      label: t('affiliate.stats.clicks'),
      value: counts.format(stats.totals.clicks),
    },
    {
      key: 'signups',
      label: t('affiliate.stats.signups'),
      value: counts.format(stats.totals.signups),
    },
    {
      key: 'conversions',
      label: t('affiliate.stats.conversions'),
      value: counts.format(stats.totals.conversions),
    },
    {
      key: 'earnings',
      label: t('affiliate.stats.earnings'),
      value: money(stats.totals.earnings_minor),
    },
  ];
  const balances = [
    {
      key: 'pending',
      label: t('affiliate.commission.pending'),
      value: money(stats.totals.pending_minor),
      hint: t('affiliate.balances.pendingHint'),
    },
    {
      key: 'payable',
      label: t('affiliate.commission.payable'),
      value: money(stats.totals.payable_minor),
      hint: t('affiliate.balances.payableHint'),
    },
    {
      key: 'paid',
      label: t('affiliate.commission.paid'),
      value: money(stats.totals.paid_minor),
      hint: t('affiliate.balances.paidHint'),
    },
  ];
  const card = {
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    px: '4',
    py: '3',
  } as const;
  return (
    <Stack gap="3">
      <chakra.h3 fontWeight="bold">{t('affiliate.stats.totalsLabel')}</chakra.h3>
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, 1fr)' }}
        gap="3"
      >
        {figures.map((figure) => (
          <Box key={figure.key} {...card} data-figure={figure.key}>
            <chakra.dt color="fg.muted" fontSize="sm" fontWeight="semibold">
              {figure.label}
            </chakra.dt>
            <chakra.dd fontSize="2xl" fontWeight="bold">
              {figure.value}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
      <chakra.h3 fontWeight="bold" mt="2">
        {t('affiliate.balances.label')}
      </chakra.h3>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
        {balances.map((balance) => (
          <Box key={balance.key} {...card} bg="bg.subtle" data-balance={balance.key}>
            <chakra.dt color="fg.muted" fontSize="sm" fontWeight="semibold">
              {balance.label}
            </chakra.dt>
            <chakra.dd fontSize="xl" fontWeight="bold">
              {balance.value}
            </chakra.dd>
            <chakra.dd fontSize="xs" color="fg.muted">
              {balance.hint}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Stack>
  );
}
