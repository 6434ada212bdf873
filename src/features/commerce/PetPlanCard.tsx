import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaidPlanCode, PriceList, Subscription } from '@contract/schemas/billing';
import type { Pet } from '@contract/schemas/pets';
import { useLocale } from '../../i18n/useLocale';
import { PrimaryButton, QuietButton, SecondaryButton } from '../../ui/forms/Button';
import { formatDate } from '../../i18n/dates';
import { PetAvatar } from '../pets';
import { PLAN_NAME_KEYS, taxNoteKey } from './planLabels';
import { StatusPill, type PillTone } from '../../ui/StatusPill';
import { useMoney } from './useMoney';

export interface PetPlanCardProps {
  pet: Pet;
  subscription: Subscription;
  prices: PriceList;
  /** A change for this pet is on its way: its buttons wait. */
  busy: boolean;
  onChoose: (plan: PaidPlanCode) => void;
  onAddReport: () => void;
  onCancel: () => void;
  onResume: () => void;
}

type PlanState = 'free' | 'ended' | 'active' | 'ending' | 'switching' | 'pastDue';

function stateOf(s: Subscription): PlanState {
  if (s.plan === 'free') return s.status === 'canceled' ? 'ended' : 'free';
  if (s.status === 'past_due') return 'pastDue';
  if (s.status !== 'active') return 'ended';
  if (s.cancel_at_period_end) return 'ending';
  return s.next_plan ? 'switching' : 'active';
}

const TONES: Record<PlanState, PillTone> = {
  free: 'neutral',
  ended: 'neutral',
  active: 'success',
  switching: 'success',
  ending: 'warning',
  pastDue: 'danger',
};

/** One pet's plan: what it is, until when, and what the keeper can do about it. */
export function PetPlanCard({
  pet,
  subscription,
  prices,
  busy,
  onChoose,
  onAddReport,
  onCancel,
  onResume,
}: PetPlanCardProps) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const money = useMoney();
  const headingId = useId();
  const state = stateOf(subscription);
  const premium = state === 'active' || state === 'ending' || state === 'switching';
  const date = (iso: string | null) => (iso ? formatDate(iso, bcp47, 'long') : '');
  const periodEnd = date(subscription.current_period_end);
  const taxNote = taxNoteKey(prices.tax);
  const priceOf = (code: PaidPlanCode) => prices.plans.find((p) => p.code === code)?.amount_minor;
  const withTax = (text: string) =>
    taxNote ? t('commerce.prices.withNote', { price: text, note: t(taxNote) }) : text;
  const paidPrice =
    subscription.amount_minor !== null && subscription.currency
      ? money(subscription.amount_minor, subscription.currency)
      : null;
  const name = pet.name;
  const yearlySaving =
    (priceOf('premium_monthly') ?? 0) * 12 - (priceOf('premium_yearly') ?? Infinity);

  const status = (() => {
    switch (state) {
      case 'free':
        return t('commerce.subscription.status.free');
      case 'ended':
        return t('commerce.subscription.status.ended');
      case 'active':
        return t('commerce.subscription.status.active', { date: periodEnd });
      case 'switching':
        return t('commerce.subscription.status.switching', {
          date: periodEnd,
          plan: t(PLAN_NAME_KEYS[subscription.next_plan ?? 'premium_monthly']),
        });
      case 'ending':
        return t('commerce.subscription.status.ending', { date: periodEnd, name });
      case 'pastDue':
        return t('commerce.subscription.status.pastDue', {
          date: date(subscription.grace_until),
        });
    }
  })();
  const pill =
    state === 'pastDue'
      ? t('commerce.subscription.pill.pastDue')
      : state === 'ending'
        ? t('commerce.subscription.pill.ending')
        : premium
          ? t('commerce.subscription.pill.active')
          : state === 'ended'
            ? t('commerce.subscription.pill.ended')
            : null;

  return (
    <chakra.article
      aria-labelledby={headingId}
      bg="bg.surface"
      borderWidth="1px"
      borderColor={premium ? 'brand.solid' : 'border'}
      borderRadius="xl"
      boxShadow="card"
      px={{ base: '4', md: '6' }}
      py={{ base: '4', md: '5' }}
    >
      <Flex align="center" gap="3" wrap="wrap">
        <PetAvatar pet={pet} size={10} />
        <chakra.h2 id={headingId} fontSize="xl" fontWeight="bold" minW="0" overflowWrap="anywhere">
          {name}
        </chakra.h2>
        <Flex gap="2" wrap="wrap">
          <StatusPill tone={premium || state === 'pastDue' ? 'info' : 'neutral'}>
            {t(PLAN_NAME_KEYS[subscription.plan])}
          </StatusPill>
          {pill && <StatusPill tone={TONES[state]}>{pill}</StatusPill>}
        </Flex>
      </Flex>
      <Text mt="3">{status}</Text>
      {(premium || state === 'pastDue') && paidPrice && (
        <Text mt="1" color="fg.muted" fontSize="sm">
          {t(
            subscription.plan === 'premium_yearly'
              ? 'commerce.prices.perYear'
              : 'commerce.prices.perMonth',
            { price: paidPrice },
          )}
        </Text>
      )}

      {(state === 'free' || state === 'ended') && (
        <>
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3" mt="4">
            {(['premium_monthly', 'premium_yearly'] as const).map((code) => {
              const amount = priceOf(code);
              if (amount === undefined) return null;
              const price = money(amount, prices.currency);
              const label = t(
                code === 'premium_yearly'
                  ? 'commerce.subscription.chooseYearly'
                  : 'commerce.subscription.chooseMonthly',
              );
              return (
                <Box key={code} borderWidth="1px" borderColor="border" borderRadius="lg" p="4">
                  <Text fontWeight="semibold">{t(PLAN_NAME_KEYS[code])}</Text>
                  <Text fontSize="xl" fontWeight="bold" mt="1">
                    {withTax(
                      t(
                        code === 'premium_yearly'
                          ? 'commerce.prices.perYear'
                          : 'commerce.prices.perMonth',
                        { price },
                      ),
                    )}
                  </Text>
                  {code === 'premium_yearly' && yearlySaving > 0 && (
                    <Text fontSize="sm" color="fg.muted">
                      {t('commerce.subscription.yearlySaving', {
                        amount: money(yearlySaving, prices.currency),
                      })}
                    </Text>
                  )}
                  <PrimaryButton
                    type="button"
                    mt="3"
                    w="full"
                    disabled={busy}
                    aria-label={t('commerce.subscription.chooseFor', { label, name })}
                    onClick={() => onChoose(code)}
                  >
                    {label}
                  </PrimaryButton>
                </Box>
              );
            })}
          </Grid>
          <Flex
            mt="4"
            pt="4"
            borderTopWidth="1px"
            borderColor="border"
            gap="3"
            align="center"
            justify="space-between"
            wrap="wrap"
          >
            <Text>
              {t('commerce.subscription.reportOffer', {
                price: withTax(money(prices.items[0]?.amount_minor ?? 0, prices.currency)),
              })}
            </Text>
            <SecondaryButton
              type="button"
              disabled={busy}
              aria-label={t('commerce.subscription.addReportFor', { name })}
              onClick={onAddReport}
            >
              {t('commerce.subscription.addReport')}
            </SecondaryButton>
          </Flex>
        </>
      )}

      {state === 'pastDue' && (
        <Flex mt="4" gap="3" wrap="wrap">
          <PrimaryButton
            type="button"
            disabled={busy}
            aria-label={t('commerce.subscription.payNowFor', { name })}
            onClick={() =>
              onChoose(
                subscription.plan === 'premium_yearly' ? 'premium_yearly' : 'premium_monthly',
              )
            }
          >
            {t('commerce.subscription.payNow')}
          </PrimaryButton>
        </Flex>
      )}

      {premium && (
        <Flex mt="4" gap="3" align="center" wrap="wrap">
          {state === 'active' && subscription.plan === 'premium_monthly' && (
            <SecondaryButton
              type="button"
              disabled={busy}
              aria-label={t('commerce.subscription.toYearlyFor', { name })}
              onClick={() => onChoose('premium_yearly')}
            >
              {t('commerce.subscription.toYearly')}
            </SecondaryButton>
          )}
          {state === 'active' && subscription.plan === 'premium_yearly' && (
            <SecondaryButton
              type="button"
              disabled={busy}
              aria-label={t('commerce.subscription.toMonthlyFor', { name })}
              onClick={() => onChoose('premium_monthly')}
            >
              {t('commerce.subscription.toMonthly')}
            </SecondaryButton>
          )}
          {state === 'ending' ? (
            <PrimaryButton
              type="button"
              disabled={busy}
              aria-label={t('commerce.subscription.resumeFor', { name })}
              onClick={onResume}
            >
              {t('commerce.subscription.resume')}
            </PrimaryButton>
          ) : (
            <QuietButton
              type="button"
              disabled={busy}
              color="danger.fg"
              aria-label={t('commerce.subscription.cancelFor', { name })}
              onClick={onCancel}
            >
              {t('commerce.subscription.cancelPlan')}
            </QuietButton>
          )}
        </Flex>
      )}
      {state === 'active' && subscription.plan === 'premium_monthly' && (
        <Text mt="2" fontSize="sm" color="fg.muted">
          {t('commerce.subscription.toYearlyHint')}
        </Text>
      )}
      {state === 'active' && subscription.plan === 'premium_yearly' && (
        <Text mt="2" fontSize="sm" color="fg.muted">
          {t('commerce.subscription.toMonthlyHint', { date: periodEnd })}
        </Text>
      )}
    </chakra.article>
  );
}
