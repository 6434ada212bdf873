import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEALTH_REPORT_MAX_QUANTITY } from '@contract/limits';
import type { CartLine } from '@contract/schemas/billing';
import { inputStyles } from '../../ui/forms/fieldStyles';
import { QuietButton } from '../../ui/forms/Button';
import { useMoney } from './useMoney';

const QUANTITIES = Array.from({ length: HEALTH_REPORT_MAX_QUANTITY }, (_, i) => i + 1);

/**
 * One line of the cart: what it is (the API's description names the pet), its price, a credit
 * for the unused part of a current plan, and for health reports the quantity (1–5).
 */
export function CartLineItem({
  line,
  currency,
  disabled,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  currency: string;
  disabled: boolean;
  onQuantity: (quantity: number) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}) {
  const { t } = useTranslation('app');
  const money = useMoney();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
    } finally {
      setBusy(false);
    }
  };
  const off = disabled || busy;
  return (
    <chakra.li
      aria-labelledby={`${id}-name`}
      py="4"
      borderBottomWidth="1px"
      borderColor="border"
      _last={{ borderBottomWidth: '0' }}
    >
      <Flex gap="4" justify="space-between" align="flex-start" wrap="wrap">
        <Box minW="0" flex="1 1 14rem">
          <Text id={`${id}-name`} fontWeight="semibold" overflowWrap="anywhere">
            {line.description}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="0.5">
            {line.kind === 'plan'
              ? t('commerce.cart.planLine')
              : t('commerce.cart.reportLine', { price: money(line.unit_amount_minor, currency) })}
          </Text>
          {line.proration_credit_minor > 0 && (
            <Text fontSize="sm" color="success.fg" mt="0.5">
              {t('commerce.cart.credit', {
                price: money(line.unit_amount_minor, currency),
                credit: money(line.proration_credit_minor, currency),
              })}
            </Text>
          )}
        </Box>
        <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
          {money(line.amount_minor, currency)}
        </Text>
      </Flex>
      <Flex gap="4" mt="2" align="center" wrap="wrap">
        {line.kind === 'health_report' && (
          <Flex align="center" gap="2">
            <chakra.label htmlFor={`${id}-quantity`} fontSize="sm" fontWeight="semibold">
              {t('commerce.cart.quantity')}
            </chakra.label>
            <chakra.select
              id={`${id}-quantity`}
              value={line.quantity}
              disabled={off}
              onChange={(event) => void run(() => onQuantity(Number(event.target.value)))}
              {...inputStyles}
              w="5rem"
              minH="10"
              py="1"
              cursor="pointer"
            >
              {QUANTITIES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </chakra.select>
          </Flex>
        )}
        <QuietButton
          type="button"
          // Alone on its row (a plan), its text lines up with the line's description.
          ms={line.kind === 'plan' ? '-2' : undefined}
          disabled={off}
          aria-label={t('commerce.cart.removeLine', { item: line.description })}
          onClick={() => void run(onRemove)}
        >
          {t('commerce.cart.remove')}
        </QuietButton>
      </Flex>
    </chakra.li>
  );
}
