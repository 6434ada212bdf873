import { chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@contract/schemas/billing';
import { useMoney } from './useMoney';

/** The lines of an order as bought (read-only: receipts, confirmations). */
export function OrderLines({ lines, currency }: { lines: CartLine[]; currency: string }) {
  const { t } = useTranslation('app');
  const money = useMoney();
  return (
    <chakra.ul listStyleType="none">
      {lines.map((line) => (
        <chakra.li
          key={line.id}
          py="3"
          borderBottomWidth="1px"
          borderColor="border"
          _last={{ borderBottomWidth: '0' }}
        >
          <Flex justify="space-between" gap="4" align="flex-start">
            <div>
              <Text fontWeight="medium" overflowWrap="anywhere">
                {line.description}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('commerce.receipt.quantityPrice', {
                  quantity: line.quantity,
                  price: money(line.unit_amount_minor, currency),
                })}
                {line.proration_credit_minor > 0 &&
                  ` · ${t('commerce.receipt.credit', {
                    credit: money(line.proration_credit_minor, currency),
                  })}`}
              </Text>
            </div>
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
              {money(line.amount_minor, currency)}
            </Text>
          </Flex>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
