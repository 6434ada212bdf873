import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { formatDate } from '../../i18n/dates';
import { SettingsHeading } from '../settings';
import { receiptPath, SUBSCRIPTION_PATH } from './commercePaths';
import { ORDER_STATUS_LABELS } from './orderStatusLabels';
import { StatusPill } from '../../ui/StatusPill';
import { useMoney } from './useMoney';
import { TEXT_LINK_LOOK } from '../../ui/textLinkLook';
import { CARD_SURFACE } from '../../ui/cardSurface';

/** /settings/receipts: every order of the keeper, newest first, each opening its receipt. */
export const ReceiptsScreen = observer(function ReceiptsScreen(_props: RouteScreenProps) {
  const { t } = useTranslation('app');
  const { receipts } = useStores();
  const { bcp47 } = useLocale();
  const nav = useAppNavigation();
  const money = useMoney();
  useEffect(() => {
    void receipts.load();
  }, [receipts]);
  const orders = receipts.orders;

  return (
    <Box maxW="48rem">
      <SettingsHeading title={t('commerce.receipts.title')} intro={t('commerce.receipts.intro')} />
      {!orders ? (
        <Text role="status" color="fg.muted">
          {receipts.state === 'failed' ? t('commerce.receipts.failed') : t('common.loading')}
        </Text>
      ) : orders.length === 0 ? (
        <Text color="fg.muted">
          {t('commerce.receipts.none')}{' '}
          <AppLink to={nav.pathTo(SUBSCRIPTION_PATH)} {...TEXT_LINK_LOOK}>
            {t('commerce.receipts.seePlans')}
          </AppLink>
        </Text>
      ) : (
        <chakra.ul listStyleType="none" {...CARD_SURFACE}>
          {orders.map((order) => {
            const status = ORDER_STATUS_LABELS[order.status];
            return (
              <chakra.li
                key={order.id}
                px={{ base: '4', md: '6' }}
                py="4"
                borderBottomWidth="1px"
                borderColor="border"
                _last={{ borderBottomWidth: '0' }}
              >
                <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                  <Box minW="0">
                    <AppLink
                      to={nav.pathTo(receiptPath(order.id))}
                      fontWeight="bold"
                      {...TEXT_LINK_LOOK}
                    >
                      {t('commerce.receipts.receiptLink', { number: order.number })}
                    </AppLink>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(order.paid_at ?? order.created_at, bcp47, 'long')}
                      {order.kind === 'renewal' && ` · ${t('commerce.receipts.renewal')}`}
                    </Text>
                  </Box>
                  <Flex align="center" gap="3">
                    <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                      {money(order.total_minor, order.currency)}
                    </Text>
                    <StatusPill tone={status.tone}>{t(status.key)}</StatusPill>
                  </Flex>
                </Flex>
              </chakra.li>
            );
          })}
        </chakra.ul>
      )}
    </Box>
  );
});
