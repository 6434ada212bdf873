import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Referral } from '@contract/schemas/affiliate';
import { useLocale } from '../../i18n/useLocale';
import { formatMinor } from './money';
import { mediumDate } from './statsFormat';

const STATUS_TONE = {
  pending: 'info',
  payable: 'success',
  paid: 'success',
  reversed: 'danger',
} as const;

/**
 * The keepers who signed up through the link, newest first, without anything that names them
 * (the API sends none): when they signed up, whether they bought, and the commission.
 */
export function ReferralsTable({ referrals }: { referrals: readonly Referral[] }) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  if (referrals.length === 0) {
    return <Text color="fg.muted">{t('affiliate.referrals.empty')}</Text>;
  }
  return (
    <Box>
      <chakra.table w="full" fontSize="sm">
        <chakra.caption srOnly>{t('affiliate.referrals.caption')}</chakra.caption>
        <chakra.thead>
          <chakra.tr>
            <chakra.th textAlign="start" py="2">
              {t('affiliate.referrals.referral')}
            </chakra.th>
            <chakra.th textAlign="start" py="2">
              {t('affiliate.referrals.signedUp')}
            </chakra.th>
            <chakra.th textAlign="start" py="2">
              {t('affiliate.referrals.bought')}
            </chakra.th>
            <chakra.th textAlign="end" py="2">
              {t('affiliate.referrals.commission')}
            </chakra.th>
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {referrals.map((referral, index) => (
            <chakra.tr key={referral.id} borderTopWidth="1px" borderColor="border">
              <chakra.th scope="row" textAlign="start" fontWeight="normal" py="2">
                {t('affiliate.referrals.number', { number: referrals.length - index })}
              </chakra.th>
              <chakra.td py="2">{mediumDate(referral.signed_up_at, bcp47)}</chakra.td>
              <chakra.td py="2">
                {referral.converted ? t('affiliate.referrals.yes') : t('affiliate.referrals.no')}
              </chakra.td>
              <chakra.td py="2" textAlign="end">
                {referral.commission_status === null || referral.currency === null ? (
                  '—'
                ) : (
                  <>
                    {formatMinor(referral.commission_minor, referral.currency, bcp47)}{' '}
                    <chakra.span
                      display="inline-block"
                      ms="1"
                      px="2"
                      borderRadius="full"
                      fontSize="xs"
                      fontWeight="semibold"
                      bg={`${STATUS_TONE[referral.commission_status]}.subtle`}
                      color={`${STATUS_TONE[referral.commission_status]}.fg`}
                    >
                      {t(`affiliate.commission.${referral.commission_status}`)}
                    </chakra.span>
                  </>
                )}
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
