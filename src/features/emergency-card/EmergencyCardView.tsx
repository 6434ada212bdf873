import { Box, chakra, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWeight, gramsFromKilograms } from '@contract/pets';
import type { EmergencyCard } from '@contract/schemas/emergencyCard';
import type { Medication } from '@contract/schemas/pets';
import { useLocale } from '../../i18n/useLocale';
import { telHref } from '../../ui/telHref';
import { formatDate } from '../../i18n/dates';
import { petsLanguage, speciesLabel, usePetAgeText } from '../pets';

/** The print stylesheet marks the card with this: on paper, only the card is printed. */
export const PRINT_CARD_ATTRIBUTE = 'data-print-card';

/**
 * On paper only the card: everything that neither holds the card nor lies inside it is hidden,
 * and the card's ancestors lose their boxes (paddings, minimum heights, scroll areas), so it
 * fits on one A4 or Letter page.
 */
export const PRINT_CSS = `
@page { margin: 12mm; }
@media print {
  body :not(:has([${PRINT_CARD_ATTRIBUTE}])):not([${PRINT_CARD_ATTRIBUTE}]):not([${PRINT_CARD_ATTRIBUTE}] *) {
    display: none !important;
  }
  body :has([${PRINT_CARD_ATTRIBUTE}]) {
    display: block !important; margin: 0 !important; padding: 0 !important; border: 0 !important;
    min-height: 0 !important; height: auto !important; max-width: none !important;
    overflow: visible !important; position: static !important; box-shadow: none !important;
    background: none !important;
  }
  [${PRINT_CARD_ATTRIBUTE}] {
    box-shadow: none !important; break-inside: avoid; font-size: 11pt;
    color: #000 !important; background: #fff !important;
  }
  [${PRINT_CARD_ATTRIBUTE}] [data-print-hide] { display: none !important; }
}
`;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt fontSize="sm" fontWeight="semibold" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd m="0" fontSize="md" data-field={label}>
        {children}
      </chakra.dd>
    </Box>
  );
}

function ListOrNone({ items, none }: { items: readonly string[]; none: string }) {
  if (items.length === 0) return <>{none}</>;
  return (
    <chakra.ul m="0" ps="5">
      {items.map((item, i) => (
        <li key={`${i}:${item}`}>{item}</li>
      ))}
    </chakra.ul>
  );
}

function Phone({ phone }: { phone: string }) {
  return (
    <chakra.a href={telHref(phone)} color="brand.fg" textDecoration="underline">
      {phone}
    </chakra.a>
  );
}

/**
 * The card itself, as the app shows its values elsewhere: the weight in the keeper's unit with
 * the app's rounding, the age as the dashboard says it, dates in the page's language.
 */
export function EmergencyCardView({ card }: { card: EmergencyCard }) {
  const { t } = useTranslation('app');
  const { locale, bcp47 } = useLocale();
  const language = petsLanguage(locale);
  const ageText = usePetAgeText();
  const { pet, clinic, keeper } = card;
  const none = t('emergencyCard.none');
  const unknown = t('emergencyCard.unknown');
  const medicationLine = (m: Medication) => {
    const details = [m.dose, m.frequency].filter((d): d is string => Boolean(d));
    return details.length === 0
      ? m.name
      : t('emergencyCard.medicationDetails', {
          name: m.name,
          details: details.join(t('emergencyCard.detailsSeparator')),
        });
  };

  return (
    <chakra.section
      {...{ [PRINT_CARD_ATTRIBUTE]: '' }}
      aria-labelledby="emergency-card-heading"
      bg="bg.surface"
      borderWidth="2px"
      borderColor="danger.fg"
      borderRadius="xl"
      boxShadow="card"
      px={{ base: '4', md: '6' }}
      py="5"
    >
      <chakra.h2
        id="emergency-card-heading"
        fontSize={{ base: 'xl', md: '2xl' }}
        fontWeight="bold"
        mb="1"
      >
        {t('emergencyCard.heading', { name: pet.name })}
      </chakra.h2>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {t('emergencyCard.updated', { date: formatDate(card.generated_at, bcp47, 'long') })}
      </Text>
      <Grid
        as="dl"
        templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }}
        columnGap="6"
        rowGap="4"
      >
        <Field label={t('emergencyCard.fields.species')}>
          {speciesLabel(pet.species, language)}
        </Field>
        <Field label={t('emergencyCard.fields.breed')}>{pet.breed || unknown}</Field>
        <Field label={t('emergencyCard.fields.age')}>
          {pet.birth_date ? ageText(pet.birth_date, pet.birth_date_is_estimate) : unknown}
        </Field>
        <Field label={t('emergencyCard.fields.weight')}>
          {pet.weight_kg !== null
            ? formatWeight(gramsFromKilograms(pet.weight_kg), keeper.weight_unit, language)
            : unknown}
        </Field>
        <Field label={t('emergencyCard.fields.microchip')}>{pet.microchip_number ?? unknown}</Field>
        <Field label={t('emergencyCard.fields.allergies')}>
          <ListOrNone items={pet.allergies} none={none} />
        </Field>
        <Field label={t('emergencyCard.fields.conditions')}>
          <ListOrNone items={pet.conditions} none={none} />
        </Field>
        <Field label={t('emergencyCard.fields.medications')}>
          <ListOrNone items={pet.medications.map(medicationLine)} none={none} />
        </Field>
        <Field label={t('emergencyCard.fields.clinic')}>
          {clinic ? (
            <>
              <Text>{clinic.name}</Text>
              {clinic.phone && (
                <Text>
                  {t('emergencyCard.fields.phone')}
                  {t('emergencyCard.labelSeparator')}
                  <Phone phone={clinic.phone} />
                </Text>
              )}
            </>
          ) : (
            unknown
          )}
        </Field>
        <Field label={t('emergencyCard.fields.keeper')}>
          <Text>{keeper.name}</Text>
          {keeper.phone && (
            <Text>
              {t('emergencyCard.fields.phone')}
              {t('emergencyCard.labelSeparator')}
              <Phone phone={keeper.phone} />
            </Text>
          )}
          <Text>
            {t('emergencyCard.fields.email')}
            {t('emergencyCard.labelSeparator')}
            {keeper.email}
          </Text>
        </Field>
      </Grid>
    </chakra.section>
  );
}
