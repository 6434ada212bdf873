import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { AI_LIMITS, BODY_AREAS, type BodyArea } from '@contract/aiAssistant';
import type { Pet } from '@contract/schemas/pets';
import { useStores } from '../../stores/StoreProvider';
import { QuietButton, SecondaryButton } from '../../ui/forms/Button';
import { RadioGroupField } from '../../ui/forms/RadioGroupField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';
import { UploadList } from '../files';
import { StepHeading, type DraftStepProps } from './AnalysisSteps';
import type { AnalysisUploadMeta } from './ImageAnalysisStore';
import { useObjectUrl } from './useObjectUrl';

interface DetailsValues {
  body_area: BodyArea | '';
  concern: string;
}

/**
 * Step 2: what the keeper is worried about (body area, what they see); submitting sends the photo
 * (progress, cancel), which the server checks again.
 */
export const DetailsStep = observer(function DetailsStep({ pet, heading }: DraftStepProps) {
  const { t } = useTranslation('app');
  const { imageAnalysis } = useStores();
  const draft = imageAnalysis.startDraft(pet.id);
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
      {draft.file && <ChosenPhoto pet={pet} file={draft.file} />}
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
        <ValidatedForm>
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
        </ValidatedForm>
      </Formik>
    </Box>
  );
});

/** The photo chosen in step 1, with the way back to choose another (not while it is sent). */
const ChosenPhoto = observer(function ChosenPhoto({ pet, file }: { pet: Pet; file: File }) {
  const { t } = useTranslation('app');
  const { imageAnalysis } = useStores();
  const preview = useObjectUrl(file);
  const uploading = imageAnalysis.uploadingFor(pet.id);
  return (
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
          {file.name}
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
  );
});
