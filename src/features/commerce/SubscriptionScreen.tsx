import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { majorAmount } from '@contract/pets/visitCost';
import type { PaidPlanCode, PriceList } from '@contract/schemas/billing';
import type { Pet } from '@contract/schemas/pets';
import { useAppEnvironment, useAppNavigation } from '../../app/core/AppEnvironment';
import { PERSONAL_INFO_PATH } from '../../app/core/appPaths';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { AppIcon } from '../../ui/icons/AppIcon';
import { ConfirmModal } from '../../ui/modals/ConfirmModal';
import { formatDate } from '../../i18n/dates';
import { CREATE_PET_PATH, PetPageHeading } from '../pets';
import { CART_PATH, receiptPath } from './commercePaths';
import { PetPlanCard } from './PetPlanCard';
import { useCommerceErrors } from './useCommerceErrors';
import { TEXT_LINK_LOOK } from '../../ui/textLinkLook';
import { SECONDARY_BUTTON_LOOK } from '../../ui/forms/Button';

const CANCEL_MODAL = 'cancel-subscription';

/**
 * /my-pets/subscription: each pet's plan (free, Premium monthly or yearly) with its price in the
 * keeper's currency, renewal date and status, and what can change: choose or switch a plan
 * (through the cart), cancel at the end of the period, resume. `?receipt={id}` — the link of the
 * receipt mail — opens that receipt.
 */
export const SubscriptionScreen = observer(function SubscriptionScreen({
  location,
}: RouteScreenProps) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const { subscriptions, cart, pets, modals, toasts } = stores;
  const nav = useAppNavigation();
  const { analytics } = useAppEnvironment();
  const report = useCommerceErrors();
  const { bcp47 } = useLocale();
  const [cancelling, setCancelling] = useState<Pet | null>(null);
  const [busyPet, setBusyPet] = useState<string | null>(null);
  const receipt = new URLSearchParams(location.search).get('receipt');

  useEffect(() => {
    if (receipt) void nav.go(receiptPath(receipt), { replace: true });
  }, [receipt, nav]);
  useEffect(() => {
    void subscriptions.load();
    void cart.load({ quiet: true });
  }, [subscriptions, cart]);

  const prices = subscriptions.prices;
  const ready = subscriptions.state === 'ready' && prices !== null;

  const addToCart = async (pet: Pet, run: () => Promise<unknown>) => {
    setBusyPet(pet.id);
    try {
      await run();
      await nav.go(CART_PATH);
    } catch (error) {
      report(error);
    } finally {
      setBusyPet(null);
    }
  };

  const choosePlan = (pet: Pet, plan: PaidPlanCode, list: PriceList) => {
    const price = list.plans.find((p) => p.code === plan)?.amount_minor ?? 0;
    analytics.track('btn_click_select_plan', {
      plan,
      pet_id: pet.id,
      price: majorAmount(price, list.currency),
      currency: list.currency,
      current_plan: subscriptions.of(pet.id).plan,
    });
    void addToCart(pet, () => cart.add({ kind: 'plan', pet_id: pet.id, plan }));
  };

  const resume = async (pet: Pet) => {
    setBusyPet(pet.id);
    try {
      await subscriptions.resume(pet.id);
      toasts.success(t('commerce.subscription.resumed', { name: pet.name }));
    } catch (error) {
      report(error);
    } finally {
      setBusyPet(null);
    }
  };

  return (
    <Box maxW="64rem">
      <PetPageHeading
        title={t('commerce.subscription.title')}
        intro={t('commerce.subscription.intro')}
        action={
          cart.count > 0 ? (
            <AppLink to={nav.pathTo(CART_PATH)} {...SECONDARY_BUTTON_LOOK}>
              <AppIcon icon="lucide:shopping-cart" size={18} />
              {t('commerce.subscription.viewCart', { count: cart.count })}
            </AppLink>
          ) : undefined
        }
      />
      {!ready ? (
        <Text role="status" color="fg.muted">
          {subscriptions.state === 'failed'
            ? t('commerce.subscription.failed')
            : t('common.loading')}
        </Text>
      ) : pets.pets.length === 0 ? (
        <Text color="fg.muted">
          {t('commerce.subscription.noPets')}{' '}
          <AppLink to={nav.pathTo(CREATE_PET_PATH)} color="brand.fg" textDecoration="underline">
            {t('commerce.subscription.addPet')}
          </AppLink>
        </Text>
      ) : (
        <>
          <Text color="fg.muted" mb="5" fontSize="sm">
            {t('commerce.subscription.currencyNote', {
              currency: prices.currency,
              tax: t(
                prices.tax.inclusive
                  ? 'commerce.subscription.taxNote.included'
                  : prices.tax.rate_bp > 0
                    ? 'commerce.subscription.taxNote.added'
                    : 'commerce.subscription.taxNote.none',
              ),
            })}{' '}
            <AppLink to={nav.pathTo(PERSONAL_INFO_PATH)} {...TEXT_LINK_LOOK}>
              {t('commerce.subscription.billingCountry')}
            </AppLink>
          </Text>
          <chakra.ul listStyleType="none" display="grid" gap="5">
            {pets.pets.map((pet) => (
              <li key={pet.id}>
                <PetPlanCard
                  pet={pet}
                  subscription={subscriptions.of(pet.id)}
                  prices={prices}
                  busy={busyPet === pet.id}
                  onChoose={(plan) => choosePlan(pet, plan, prices)}
                  onAddReport={() =>
                    void addToCart(pet, () =>
                      cart.add({ kind: 'health_report', pet_id: pet.id, quantity: 1 }),
                    )
                  }
                  onCancel={() => {
                    setCancelling(pet);
                    void modals.open(CANCEL_MODAL);
                  }}
                  onResume={() => void resume(pet)}
                />
              </li>
            ))}
          </chakra.ul>
          <Flex mt="6" gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
            <Text>{t('commerce.subscription.premiumIncludes')}</Text>
          </Flex>
        </>
      )}
      <ConfirmModal
        id={CANCEL_MODAL}
        title={t('commerce.subscription.cancelTitle', { name: cancelling?.name ?? '' })}
        confirmLabel={t('commerce.subscription.cancelConfirm')}
        cancelLabel={t('commerce.subscription.keepPlan')}
        busyLabel={t('common.pleaseWait')}
        onConfirm={async () => {
          if (!cancelling) return;
          try {
            const updated = await subscriptions.cancel(cancelling.id);
            toasts.success(
              t('commerce.subscription.cancelled', {
                name: cancelling.name,
                date: formatDate(updated.current_period_end ?? '', bcp47, 'long'),
              }),
            );
          } catch (error) {
            report(error);
            throw error;
          }
        }}
      >
        {cancelling &&
          t('commerce.subscription.cancelText', {
            name: cancelling.name,
          })}
      </ConfirmModal>
    </Box>
  );
});
