import { Box } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { BannerSlot } from '../banners';
import { INFORMATION_PATH, PetPageHeading, WithCurrentPet } from '../pets';
import { StepIndicator } from './AnalysisSteps';
import { DetailsStep } from './DetailsStep';
import { IMAGE_ANALYSIS_PATH } from './imageAnalysisPaths';
import { PhotoStep } from './PhotoStep';
import { QuestionsStep } from './QuestionsStep';

/**
 * /si/image-analysis/new: a new photo analysis of the current pet, in three steps. 1. the photo:
 * dropped anywhere on the page, chosen, or taken with the phone's camera, and checked by the
 * server at once — a photo it cannot use stays on step 1 with a calm note of what to change and
 * the tips; 2. what the keeper is worried about (body area, what they see), then the photo is
 * sent (progress bar, cancel) and checked again; 3. the guided questions of that body area. The
 * answers lead to the result on the list page.
 */
export const NewImageAnalysisScreen = observer(function NewImageAnalysisScreen(
  _props: RouteScreenProps,
) {
  return <WithCurrentPet>{(pet) => <NewAnalysis pet={pet} />}</WithCurrentPet>;
});

const NewAnalysis = observer(function NewAnalysis({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { imageAnalysis } = useStores();
  const nav = useAppNavigation();
  const draft = imageAnalysis.startDraft(pet.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // Each new step takes focus to its heading (not on arrival: the page's own heading is first).
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [draft.step, draft.refusal]);

  return (
    <Box>
      <AppLink
        to={nav.pathTo(IMAGE_ANALYSIS_PATH)}
        color="brand.fg"
        fontWeight="semibold"
        display="inline-block"
        mb="3"
      >
        ← {t('imageAnalysis.new.back')}
      </AppLink>
      <PetPageHeading
        title={t('imageAnalysis.new.title')}
        intro={t('imageAnalysis.new.intro', { name: pet.name })}
      />
      <BannerSlot
        placement="image-analysis"
        facts={{
          acceptsPhotoUpload: draft.step === 'photo',
          petDetailsHref: nav.pathTo(INFORMATION_PATH),
        }}
      />
      <StepIndicator step={draft.step} />
      {draft.step === 'photo' && <PhotoStep pet={pet} heading={heading} />}
      {draft.step === 'details' && <DetailsStep pet={pet} heading={heading} />}
      {draft.step === 'questions' && draft.analysis && (
        <QuestionsStep analysis={draft.analysis} heading={heading} />
      )}
    </Box>
  );
});
