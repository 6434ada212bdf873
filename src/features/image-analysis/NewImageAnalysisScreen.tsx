import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { AI_LIMITS, BODY_AREAS, type BodyArea } from '@contract/aiAssistant';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import type { RouteScreenProps } from '../../app/core/routeTypes';
import { useStores } from '../../stores/StoreProvider';
import { AppLink } from '../../ui/AppLink';
import { QuietButton, SecondaryButton } from '../../ui/forms/Button';
import { FocusFirstError } from '../../ui/forms/FocusFirstError';
import { RadioGroupField } from '../../ui/forms/RadioGroupField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { AppIcon } from '../../ui/icons/AppIcon';
import { BannerSlot } from '../banners/BannerSlot';
import { FileDropZone } from '../files/FileDropZone';
import { UploadList } from '../files/UploadList';
import { INFORMATION_PATH } from '../pets/petPaths';
import { PHOTO_ACCEPT } from '../pets/PetPhotoPicker';
import { PetPageHeading } from '../pets/PetPageHeading';
import { WithCurrentPet } from '../pets/WithCurrentPet';
import { GuidedQuestionsForm } from './GuidedQuestionsForm';
import { analysisPath, IMAGE_ANALYSIS_PATH } from './imageAnalysisPaths';
import type { AnalysisUploadMeta, DraftStep } from './ImageAnalysisStore';
import { PhotoRefusal, PhotoTips } from './PhotoRefusal';
import { useCoarsePointer } from './useCoarsePointer';
import { useObjectUrl } from './useObjectUrl';

const STEPS: readonly DraftStep[] = ['photo', 'details', 'questions'];

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

function StepIndicator({ step }: { step: DraftStep }) {
  const { t } = useTranslation('app');
  const index = STEPS.indexOf(step);
  return (
    <chakra.ol
      aria-label={t('imageAnalysis.new.stepsLabel')}
      display="flex"
      gap={{ base: '2', md: '4' }}
      listStyleType="none"
      mb="6"
      flexWrap="wrap"
    >
      {STEPS.map((name, i) => (
        <chakra.li
          key={name}
          aria-current={i === index ? 'step' : undefined}
          display="flex"
          alignItems="center"
          gap="2"
          color={i === index ? 'brand.fg' : i < index ? 'fg' : 'fg.muted'}
          fontWeight={i === index ? 'bold' : 'normal'}
        >
          <chakra.span
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            w="7"
            h="7"
            flexShrink={0}
            borderRadius="full"
            borderWidth="2px"
            borderColor={i <= index ? 'brand.solid' : 'border'}
            bg={i < index ? 'brand.solid' : 'transparent'}
            color={i < index ? 'brand.contrast' : 'inherit'}
            fontSize="sm"
            aria-hidden="true"
          >
            {i + 1}
          </chakra.span>
          {t(`imageAnalysis.new.steps.${name}`)}
        </chakra.li>
      ))}
    </chakra.ol>
  );
}

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
        <Box>
          <StepHeading heading={heading}>{t('imageAnalysis.new.questionsTitle')}</StepHeading>
          <Flex gap="4" align="center" mb="5">
            <chakra.img
              src={draft.analysis.photo.thumbnail_url ?? draft.analysis.photo.url}
              alt={t('imageAnalysis.new.yourPhoto')}
              w="20"
              h="20"
              objectFit="cover"
              borderRadius="lg"
            />
            <Text color="success.fg" fontWeight="semibold" role="status">
              {t('imageAnalysis.new.photoAccepted')}
            </Text>
          </Flex>
          <GuidedQuestionsForm
            analysis={draft.analysis}
            onAnswered={(analysis) => void nav.go(analysisPath(analysis.id))}
          />
        </Box>
      )}
    </Box>
  );
});

function StepHeading({
  heading,
  children,
}: {
  heading: React.RefObject<HTMLHeadingElement | null>;
  children: React.ReactNode;
}) {
  return (
    <chakra.h2
      ref={heading}
      tabIndex={-1}
      fontSize="xl"
      fontWeight="bold"
      mb="3"
      _focus={{ outline: 'none' }}
    >
      {children}
    </chakra.h2>
  );
}

const PhotoStep = observer(function PhotoStep({
  pet,
  heading,
}: {
  pet: Pet;
  heading: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation('app');
  const { imageAnalysis } = useStores();
  const draft = imageAnalysis.startDraft(pet.id);
  const camera = useRef<HTMLInputElement>(null);
  const coarse = useCoarsePointer();
  const choose = (files: File[]) => {
    const [file] = files;
    if (file) void imageAnalysis.choosePhoto(pet.id, file);
  };
  return (
    <Box>
      <StepHeading heading={heading}>
        {draft.refusal ? t('imageAnalysis.new.photoAgainTitle') : t('imageAnalysis.new.photoTitle')}
      </StepHeading>
      {/* Right under the heading that takes the focus, so it is read first. */}
      {draft.refusal && <PhotoRefusal reasons={draft.refusal} />}
      {draft.checking && (
        <Flex role="status" gap="2" align="center" mb="4" color="fg.muted" data-photo-checking="">
          <AppIcon icon="lucide:loader" size={18} />
          {t('imageAnalysis.new.checking')}
        </Flex>
      )}
      <Text color="fg.muted" mb="4">
        {t('imageAnalysis.new.photoText', { name: pet.name })}
      </Text>
      <FileDropZone
        title={t('imageAnalysis.new.dropTitle')}
        chooseLabel={t('imageAnalysis.new.choose')}
        accept={PHOTO_ACCEPT}
        multiple={false}
        onFiles={choose}
      />
      <chakra.input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        display="none"
        data-camera-input=""
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          choose(files);
        }}
      />
      {coarse && (
        <SecondaryButton type="button" mt="3" onClick={() => camera.current?.click()}>
          <AppIcon icon="lucide:camera" size={18} />
          {t('imageAnalysis.new.takePhoto')}
        </SecondaryButton>
      )}
      <Box mt="6">
        <PhotoTips />
      </Box>
    </Box>
  );
});

interface DetailsValues {
  body_area: BodyArea | '';
  concern: string;
}

const DetailsStep = observer(function DetailsStep({
  pet,
  heading,
}: {
  pet: Pet;
  heading: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation('app');
  const { imageAnalysis } = useStores();
  const draft = imageAnalysis.startDraft(pet.id);
  const preview = useObjectUrl(draft.file);
  const form = useRef<HTMLFormElement>(null);
  const uploading = imageAnalysis.uploadingFor(pet.id);
  const schema = useMemo(
    () =>
      yup.object({
        body_area: yup.string().required(t('imageAnalysis.details.areaRequired')),
        concern: yup
          .string()
          .max(AI_LIMITS.concernMax, t('validation.maxLength', { max: AI_LIMITS.concernMax })),
      }),
    [t],
  );
  const only = useMemo(
    () => (meta: AnalysisUploadMeta) => meta.petId === pet.id && !meta.refused,
    [pet.id],
  );
  return (
    <Box>
      <StepHeading heading={heading}>{t('imageAnalysis.details.title')}</StepHeading>
      {draft.file && (
        <Flex gap="4" align="center" mb="6" wrap="wrap">
          {preview && (
            <chakra.img
              src={preview}
              alt={t('imageAnalysis.new.yourPhoto')}
              w="28"
              h="28"
              objectFit="cover"
              borderRadius="lg"
              bg="bg.subtle"
            />
          )}
          <Box minW="0">
            <Text fontWeight="semibold" truncate maxW="20rem">
              {draft.file.name}
            </Text>
            <QuietButton
              type="button"
              disabled={uploading}
              onClick={() => imageAnalysis.goToStep(pet.id, 'photo')}
            >
              {t('imageAnalysis.details.otherPhoto')}
            </QuietButton>
          </Box>
        </Flex>
      )}
      <Formik<DetailsValues>
        initialValues={{ body_area: draft.bodyArea ?? '', concern: draft.concern }}
        validationSchema={schema}
        validateOnBlur={false}
        onSubmit={(values) => {
          if (!values.body_area) return;
          const concern = values.concern.trim();
          imageAnalysis.submit(pet.id, {
            body_area: values.body_area,
            ...(concern ? { concern } : {}),
          });
        }}
      >
        <Form ref={form} noValidate>
          <FocusFirstError form={form} />
          <Stack gap="6">
            <RadioGroupField
              name="body_area"
              legend={t('imageAnalysis.details.area', { name: pet.name })}
              options={BODY_AREAS.map((area) => ({
                value: area,
                label: t(`imageAnalysis.areas.${area}`),
              }))}
            />
            <TextAreaField
              name="concern"
              label={t('imageAnalysis.details.concern')}
              labelNote={t('common.optional')}
              hint={t('imageAnalysis.details.concernHint')}
              maxLength={AI_LIMITS.concernMax}
              rows={3}
            />
            <UploadList
              queue={imageAnalysis.uploads}
              label={t('imageAnalysis.details.uploading')}
              only={only}
            />
            <Flex gap="3" wrap="wrap">
              <SubmitButton
                busy={uploading}
                busyLabel={t('imageAnalysis.details.busy')}
                disabled={uploading || !draft.file}
              >
                {t('imageAnalysis.details.submit')}
              </SubmitButton>
              <SecondaryButton
                type="button"
                disabled={uploading}
                onClick={() => imageAnalysis.goToStep(pet.id, 'photo')}
              >
                {t('imageAnalysis.details.back')}
              </SecondaryButton>
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {t('imageAnalysis.details.checkNote')}
            </Text>
          </Stack>
        </Form>
      </Formik>
    </Box>
  );
});
