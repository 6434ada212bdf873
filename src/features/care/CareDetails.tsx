import { chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../ui/Icon';
import { telHref } from '../../ui/telHref';
import type { CareItem } from '../content';
import { CARD_SURFACE } from '../../ui/cardSurface';
import { PILL_ACTION_LOOK } from '../../ui/pillActionLook';

/**
 * Address, phone, opening hours and (when set) the 第一種動物取扱業 registration of a place, as a
 * description list with a call button.
 */
export function CareDetails({
  item,
}: {
  item: Pick<CareItem, 'address' | 'phone' | 'opening_hours'> &
    Partial<Pick<CareItem, 'animal_handling_registration'>>;
}) {
  const { t } = useTranslation();
  const rows: { icon: IconName; label: string; value: string }[] = [
    { icon: 'map-pin', label: t('care.address'), value: item.address },
    { icon: 'phone', label: t('care.phone'), value: item.phone },
    { icon: 'clock', label: t('care.openingHours'), value: item.opening_hours },
    // Japanese animal handling businesses must show their registration; shown only when set.
    {
      icon: 'file-text',
      label: t('care.animalHandlingRegistration'),
      value: item.animal_handling_registration ?? '',
    },
  ];
  return (
    <Flex direction="column" gap="5" p={{ base: '5', md: '6' }} {...CARD_SURFACE}>
      <chakra.dl display="flex" flexDirection="column" gap="4">
        {rows
          .filter((row) => row.value.trim() !== '')
          .map((row) => (
            <div key={row.label}>
              <chakra.dt
                display="flex"
                alignItems="center"
                gap="2"
                fontSize="sm"
                fontWeight="bold"
                color="fg.muted"
              >
                <chakra.span color="brand.fg" display="inline-flex">
                  <Icon name={row.icon} size={18} />
                </chakra.span>
                {row.label}
              </chakra.dt>
              <chakra.dd ps="6">{row.value}</chakra.dd>
            </div>
          ))}
      </chakra.dl>
      {item.phone && (
        <chakra.a href={telHref(item.phone)} {...PILL_ACTION_LOOK} justifyContent="center" px="5">
          <Icon name="phone" size={18} />
          {t('care.call', { phone: item.phone })}
        </chakra.a>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('care.listingNote')}
      </Text>
    </Flex>
  );
}
