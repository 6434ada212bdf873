import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Medication } from '@contract/schemas/medicationStock';
import { dateTimeFormat } from '../../i18n/dates';
import { useLocale } from '../../i18n/useLocale';
import { CARD_SURFACE } from '../../ui/cardSurface';
import { QuietButton, SecondaryButton } from '../../ui/forms/Button';
import { AppIcon } from '../../ui/icons/AppIcon';

/**
 * One medication: days of supply left (the figure the keeper acts on, in a warning colour with a
 * word, not colour alone, once a refill is due), today's estimate, the dose, when the count was
 * taken and when the refill reminder comes (or came); refill, change, delete.
 */
export function MedicationCard({
  medication,
  onRefill,
  onEdit,
  onDelete,
}: {
  medication: Medication;
  onRefill: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const date = (iso: string) =>
    dateTimeFormat(bcp47, { dateStyle: 'medium' }).format(new Date(iso));
  const amount = (count: number) => t(`medicationStock.amount.${medication.unit}`, { count });
  const out = medication.days_left === 0;
  const due = medication.refill_due;
  const headingId = `medication-${medication.id}`;
  return (
    <chakra.li {...CARD_SURFACE} px={{ base: '4', md: '6' }} py="4">
      <chakra.article aria-labelledby={headingId}>
        <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
          <Box minW="0">
            <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold">
              {medication.name}
            </chakra.h2>
            <Text color="fg.muted">
              {t('medicationStock.dose', { amount: amount(medication.dose_per_day) })}
            </Text>
          </Box>
          <Box textAlign={{ base: 'start', sm: 'end' }}>
            <Text
              fontSize="xl"
              fontWeight="bold"
              color={out ? 'danger.fg' : due ? 'warning.fg' : undefined}
            >
              {out
                ? t('medicationStock.outOfStock')
                : t('medicationStock.daysLeft', { count: medication.days_left })}
            </Text>
            {due && !out && (
              <Flex
                as="p"
                gap="1"
                align="center"
                justify={{ base: 'flex-start', sm: 'flex-end' }}
                color="warning.fg"
                fontWeight="semibold"
              >
                <AppIcon icon="lucide:alert-triangle" size={16} />
                {t('medicationStock.refillSoon')}
              </Flex>
            )}
          </Box>
        </Flex>
        <Box mt="2" color="fg.muted" fontSize="sm">
          <Text>
            {t('medicationStock.estimate', { amount: amount(medication.estimated_stock) })} ·{' '}
            {t('medicationStock.counted', { date: date(medication.counted_at) })}
          </Text>
          <Text>
            {medication.reminded_at
              ? t('medicationStock.reminded', { date: date(medication.reminded_at) })
              : t('medicationStock.remindOn', { date: date(medication.refill_at) })}
          </Text>
          {medication.notes && <Text whiteSpace="pre-line">{medication.notes}</Text>}
        </Box>
        <Flex gap="2" mt="3" borderTopWidth="1px" borderColor="border" pt="3" wrap="wrap">
          <SecondaryButton type="button" onClick={onRefill}>
            {t('medicationStock.refill')}
          </SecondaryButton>
          <QuietButton type="button" onClick={onEdit}>
            {t('medicationStock.edit')}
          </QuietButton>
          <QuietButton type="button" onClick={onDelete}>
            {t('medicationStock.delete')}
          </QuietButton>
        </Flex>
      </chakra.article>
    </chakra.li>
  );
}
