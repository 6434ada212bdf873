import { Box, Grid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDING_GUIDANCE } from '@contract/pets';
import type { Pet } from '@contract/schemas/pets';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { AddWeightModal } from '../pet-profile';
import { PetPageHeading, petsLanguage, WithCurrentPet } from '../pets';
import { DietInputs } from './DietInputs';
import { DietResult } from './DietResult';
import { Sources, SpeciesGuidance } from './DietGuidance';

/**
 * /diet-and-healthy-plan: how much the current pet needs a day — the resting energy requirement
 * (70 × kg^0.75) times the life-stage, activity and neuter factor of the Ohio State University's
 * tables — with its body condition score, target weight and the amount of the keeper's own food
 * (kcal per 100 g or per cup, split into meals). The API computes it from the latest weight, so
 * a new weight (here or anywhere) gives a new plan. Rabbits, birds and other animals get the
 * published feeding guidance instead of invented figures.
 */
export const DietPlanScreen = observer(function DietPlanScreen(_props: RouteScreenProps) {
  return <WithCurrentPet>{(pet) => <PetDietPlan pet={pet} />}</WithCurrentPet>;
});

const PetDietPlan = observer(function PetDietPlan({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { dietPlan, petProfile } = useStores();
  const { locale } = useLocale();
  const language = petsLanguage(locale);
  const weightUpdate =
    petProfile.lastWeightUpdate?.petId === pet.id ? petProfile.lastWeightUpdate.at : null;
  useEffect(() => {
    void dietPlan.load(pet.id, { force: weightUpdate !== null });
  }, [dietPlan, pet.id, weightUpdate]);
  const plan = dietPlan.plan.valueFor(pet.id);

  return (
    <Box>
      <PetPageHeading title={t('diet.heading')} intro={t('diet.intro', { name: pet.name })} />
      {!plan ? (
        <Text role="status" color="fg.muted">
          {dietPlan.plan.state === 'failed' ? t('diet.failed') : t('common.loading')}
        </Text>
      ) : plan.computed.species_supported ? (
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
          <DietInputs pet={pet} plan={plan} />
          <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
            <DietResult pet={pet} plan={plan} />
          </Box>
        </Grid>
      ) : (
        <SpeciesGuidance pet={pet} plan={plan} language={language} />
      )}
      <Sources ids={FEEDING_GUIDANCE[pet.species].sources} />
      <AddWeightModal pet={pet} />
    </Box>
  );
});
