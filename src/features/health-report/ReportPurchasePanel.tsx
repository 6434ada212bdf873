import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { PRIMARY_BUTTON_LOOK, SecondaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';
import { formatPrice } from './formatPrice';
import { CART_PATH, SUBSCRIPTION_PATH } from './healthReportPaths';

/**
 * A pet without Premium and without a bought report: the report comes with Premium, or one can
 * be bought (into the cart, then the cart page) at the keeper's price.
 */
export const ReportPurchasePanel = observer(function ReportPurchasePanel({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { healthReports } = useStores();
  const nav = useAppNavigation();
  const { bcp47 } = useLocale();
  const id = useId();
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    void healthReports.loadPrices();
  }, [healthReports]);
  const prices = healthReports.prices;
  const item = prices?.items.find((i) => i.code === 'health_report');
  const price = prices && item ? formatPrice(item.amount_minor, prices.currency, bcp47) : null;
  const taxNote =
    prices && prices.tax.rate_bp > 0
      ? prices.tax.inclusive
        ? t('healthReport.purchase.taxIncluded')
        : t('healthReport.purchase.taxAdded')
      : null;
  const buy = async () => {
    setAdding(true);
    try {
      await healthReports.addToCart(pet.id);
      await nav.go(CART_PATH);
    } catch {
      // The HTTP client has shown why.
    } finally {
      setAdding(false);
    }
  };
  return (
    <chakra.section
      aria-labelledby={id}
      data-report-purchase=""
      bg="bg.accent"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      px={{ base: '4', md: '6' }}
      py="5"
    >
      <Flex gap="3" align="flex-start">
        <Box color="fg.accent" pt="0.5" flexShrink={0}>
          <AppIcon icon="lucide:sparkles" size={24} />
        </Box>
        <Box minW="0">
          <chakra.h2 id={id} fontWeight="bold" fontSize="lg">
            {t('healthReport.purchase.title')}
          </chakra.h2>
          <Text mt="1">{t('healthReport.purchase.text', { name: pet.name })}</Text>
          <Flex gap="3" mt="4" wrap="wrap" align="center">
            <AppLink to={nav.pathTo(SUBSCRIPTION_PATH)} {...PRIMARY_BUTTON_LOOK}>
              {t('healthReport.purchase.premium')}
            </AppLink>
            <SecondaryButton
              type="button"
              disabled={adding}
              aria-busy={adding || undefined}
              onClick={() => void buy()}
            >
              {adding
                ? t('common.pleaseWait')
                : price
                  ? t('healthReport.purchase.buyFor', { price })
                  : t('healthReport.purchase.buy')}
            </SecondaryButton>
          </Flex>
          {taxNote && price && (
            <Text fontSize="sm" color="fg.muted" mt="2">
              {taxNote}
            </Text>
          )}
        </Box>
      </Flex>
    </chakra.section>
  );
});
