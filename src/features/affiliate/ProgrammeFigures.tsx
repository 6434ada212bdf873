import { Box, chakra, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AppIcon, type AppIconName } from '../../ui/icons/AppIcon';
import { formatMinor } from './money';
import { CARD_SURFACE } from '../../ui/cardSurface';

/**
 * The programme's terms as four figures: the commission, the referral window, the payout
 * threshold and the discount the affiliate's audience gets — all from the API's configuration.
 */
export const ProgrammeFigures = observer(function ProgrammeFigures() {
  const { t } = useTranslation('app');
  const { affiliate } = useStores();
  const { bcp47 } = useLocale();
  const key = affiliate.textKey;
  useEffect(() => {
    void affiliate.loadProgramme();
  }, [affiliate, key]);
  const terms = affiliate.programme.valueFor(key);
  if (!terms) {
    return affiliate.programme.state === 'failed' ? null : (
      <Text role="status" color="fg.muted">
        {t('common.loading')}
      </Text>
    );
  }
  const percent = (value: number) =>
    new Intl.NumberFormat(bcp47, { style: 'percent', maximumFractionDigits: 2 }).format(value);
  const figures: { icon: AppIconName; label: string; value: string; detail: string }[] = [
    {
      icon: 'lucide:hand-coins',
      label: t('affiliate.figures.commission'),
      value: percent(terms.commission_bp / 10_000),
      detail: t('affiliate.figures.commissionDetail'),
    },
    {
      icon: 'lucide:cookie',
      label: t('affiliate.figures.window'),
      value: t('affiliate.figures.days', { count: terms.referral_window_days }),
      detail: t('affiliate.figures.windowDetail', { count: terms.referral_window_days }),
    },
    {
      icon: 'lucide:wallet',
      label: t('affiliate.figures.threshold'),
      value: formatMinor(terms.minimum_payout_minor, terms.currency, bcp47),
      detail: t('affiliate.figures.thresholdDetail'),
    },
    {
      icon: 'lucide:badge-percent',
      label: t('affiliate.figures.discount'),
      value: percent(terms.code_discount_percent / 100),
      detail: t('affiliate.figures.discountDetail'),
    },
  ];
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, 1fr)' }}
      gap="4"
    >
      {figures.map((figure) => (
        <Box
          key={figure.label}
          {...CARD_SURFACE}
          p="5"
          display="flex"
          flexDirection="column"
          gap="1"
        >
          <chakra.dt
            display="flex"
            alignItems="center"
            gap="2"
            color="fg.muted"
            fontWeight="semibold"
          >
            <Box color="brand.fg" display="inline-flex">
              <AppIcon icon={figure.icon} size={22} />
            </Box>
            {figure.label}
          </chakra.dt>
          <chakra.dd fontSize="3xl" fontWeight="bold" lineHeight="short" color="fg">
            {figure.value}
          </chakra.dd>
          <chakra.dd color="fg.muted" fontSize="sm">
            {figure.detail}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
});
