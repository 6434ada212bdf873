import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@contract/schemas/billing';
import type { Pet } from '@contract/schemas/pets';
import { useAppEnvironment, useAppNavigation } from '../../app/core/AppEnvironment';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { receiptPath, SUBSCRIPTION_PATH } from './commercePaths';
import { OrderLines } from './OrderLines';
import { OrderTotals } from './OrderTotals';
import { purchaseEcommerce } from './purchaseEvent';
import { PrimaryButton, PRIMARY_BUTTON_LOOK, SECONDARY_BUTTON_LOOK } from '../../ui/forms/Button';
import { HEALTH_REPORT_PATH } from '../health-report';
import { CARD_SURFACE } from '../../ui/cardSurface';

/**
 * A paid order: thanks, its receipt number, what was bought and where to go next. The GA4
 * `purchase` event is sent here, once per order this tab paid for (purchaseLedger.ts): a reload
 * of this page, another tab or an old order send nothing.
 */
export const OrderConfirmation = observer(function OrderConfirmation({ order }: { order: Order }) {
  const { t } = useTranslation('app');
  const { cart, pets, currentPet } = useStores();
  const { analytics } = useAppEnvironment();
  const nav = useAppNavigation();
  const { bcp47 } = useLocale();

  useEffect(() => {
    if (order.status !== 'paid') return;
    if (cart.ledger.claim(order.id)) analytics.track('purchase', purchaseEcommerce(order));
  }, [order, cart, analytics]);

  const premiumPets = order.lines
    .filter((line) => line.kind === 'plan' && line.amount_minor > 0)
    .map((line) => pets.byId(line.pet_id)?.name)
    .filter((name): name is string => Boolean(name));
  const boughtPlans = order.lines.some((line) => line.kind === 'plan');
  // The pets a one-off health report was bought for: each can have its report made now.
  const reportPets = [
    ...new Set(order.lines.filter((l) => l.kind === 'health_report').map((l) => l.pet_id)),
  ].flatMap((id) => {
    const pet = pets.byId(id);
    return pet ? [pet] : [];
  });
  const names = (list: string[]) =>
    new Intl.ListFormat(bcp47, { type: 'conjunction' }).format(list);
  const createReport = (pet: Pet) => {
    currentPet.select(pet);
    void nav.go(HEALTH_REPORT_PATH);
  };

  return (
    <Box maxW="44rem">
      <Flex align="center" gap="3" color="success.fg" mb="2">
        <Icon name="check-circle" size={28} />
        <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="fg">
          {t('commerce.confirmation.title')}
        </chakra.h1>
      </Flex>
      <Text color="fg.muted">
        {boughtPlans ? t('commerce.confirmation.intro') : t('commerce.confirmation.introPaid')}
      </Text>
      <Box
        as="section"
        aria-label={t('commerce.confirmation.summary')}
        mt="6"
        {...CARD_SURFACE}
        px={{ base: '4', md: '6' }}
        py="5"
      >
        <Text fontSize="sm" color="fg.muted">
          {t('commerce.confirmation.receiptNumber')}
        </Text>
        <Text fontSize="xl" fontWeight="bold" data-receipt-number="">
          {order.number}
        </Text>
        <Box mt="4">
          <OrderLines lines={order.lines} currency={order.currency} />
        </Box>
        <OrderTotals totals={order} promoCode={order.promo_code} />
      </Box>
      {premiumPets.length > 0 && (
        <Text mt="5">{t('commerce.confirmation.premiumFor', { names: names(premiumPets) })}</Text>
      )}
      {reportPets.length > 0 && (
        <Text mt="5">
          {t('commerce.confirmation.reportsFor', {
            names: names(reportPets.map((pet) => pet.name)),
          })}
        </Text>
      )}
      <Text mt="2" color="fg.muted" fontSize="sm">
        {t('commerce.confirmation.mailed')}
      </Text>
      <Flex gap="3" mt="6" wrap="wrap">
        {reportPets.map((pet) => (
          <PrimaryButton key={pet.id} type="button" onClick={() => createReport(pet)}>
            {reportPets.length > 1
              ? t('commerce.confirmation.createReportFor', { name: pet.name })
              : t('commerce.confirmation.createReport')}
          </PrimaryButton>
        ))}
        {boughtPlans && (
          <AppLink
            to={nav.pathTo(SUBSCRIPTION_PATH)}
            {...(reportPets.length > 0 ? SECONDARY_BUTTON_LOOK : PRIMARY_BUTTON_LOOK)}
          >
            {t('commerce.confirmation.toPlans')}
          </AppLink>
        )}
        <AppLink to={nav.pathTo(receiptPath(order.id))} {...SECONDARY_BUTTON_LOOK}>
          {t('commerce.confirmation.viewReceipt')}
        </AppLink>
      </Flex>
    </Box>
  );
});
