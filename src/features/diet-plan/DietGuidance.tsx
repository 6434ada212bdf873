import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  ENERGY_SOURCES,
  FEEDING_GUIDANCE,
  type EnergySourceId,
  type PetsLanguage,
} from '@contract/pets';
import type { DietPlan } from '@contract/schemas/petDiet';
import type { Pet } from '@contract/schemas/pets';
import { useLocale } from '../../i18n/useLocale';
import { DietCard } from './DietCard';
import { formatRange } from './formatRange';

/** Rabbits, birds and other animals: what the published guidance says, no invented figures. */
export function SpeciesGuidance({
  pet,
  plan,
  language,
}: {
  pet: Pet;
  plan: DietPlan;
  language: PetsLanguage;
}) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const pellets = plan.computed.rabbit_pellet_grams;
  return (
    <DietCard title={t('diet.guidanceTitle', { name: pet.name })}>
      <Text color="fg.muted" mb="4">
        {t('diet.noCalculator')}
      </Text>
      <chakra.ul ps="5" display="grid" gap="2">
        {FEEDING_GUIDANCE[pet.species].points.map((point) => (
          <li key={point.en}>{point[language]}</li>
        ))}
      </chakra.ul>
      {pellets && (
        <Text mt="4" fontWeight="semibold">
          {t('diet.rabbitPellets', { grams: formatRange(pellets, bcp47) })}
        </Text>
      )}
    </DietCard>
  );
}

/** Where the figures and the advice come from (the feature README names them too). */
export function Sources({ ids }: { ids: readonly EnergySourceId[] }) {
  const { t } = useTranslation('app');
  if (ids.length === 0) return null;
  return (
    <Box as="section" mt="8" fontSize="sm" color="fg.muted" aria-label={t('diet.sources')}>
      <chakra.h2 fontWeight="bold" mb="2">
        {t('diet.sources')}
      </chakra.h2>
      <chakra.ul ps="5" display="grid" gap="1">
        {ids.map((id) => (
          <li key={id} lang="en">
            <chakra.a
              href={ENERGY_SOURCES[id].url}
              target="_blank"
              rel="noopener noreferrer"
              textDecoration="underline"
            >
              {ENERGY_SOURCES[id].title}
            </chakra.a>{' '}
            — {ENERGY_SOURCES[id].publisher}
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
