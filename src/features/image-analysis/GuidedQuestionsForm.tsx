import { Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { ImageAnalysis } from '@contract/schemas/imageAnalysis';
import { useStores } from '../../stores/StoreProvider';
import { RadioGroupField } from '../../ui/forms/RadioGroupField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { messageLines, useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';

/**
 * The guided questions of the analysis's body area (the server words them in the keeper's
 * language): one choice each, all needed; the answers are triaged by the same engine as the chat.
 */
export const GuidedQuestionsForm = observer(function GuidedQuestionsForm({
  analysis,
  onAnswered,
}: {
  analysis: ImageAnalysis;
  onAnswered: (analysis: ImageAnalysis) => void;
}) {
  const { t } = useTranslation('app');
  const { imageAnalysis } = useStores();
  const ids = useMemo(() => analysis.questions.map((q) => q.id), [analysis.questions]);
  const initialValues = useMemo(
    () => Object.fromEntries(ids.map((id) => [id, ''])) as Record<string, string>,
    [ids],
  );
  const schema = useMemo(
    () =>
      yup.object(
        Object.fromEntries(
          ids.map((id) => [id, yup.string().required(t('imageAnalysis.questions.required'))]),
        ),
      ),
    [ids, t],
  );
  const { onSubmit, formAlert } = useApiFormSubmit<Record<string, string>>(
    async (values) => onAnswered(await imageAnalysis.answer(analysis.id, values)),
    { fields: ids, describe: messageLines },
  );
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validateOnBlur={false}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <ValidatedForm aria-label={t('imageAnalysis.questions.formLabel')}>
          <Stack gap="6">
            <Text color="fg.muted">{t('imageAnalysis.questions.intro')}</Text>
            {analysis.questions.map((question) => (
              <RadioGroupField
                key={question.id}
                name={question.id}
                legend={question.text}
                options={question.options.map((o) => ({ value: o.id, label: o.text }))}
              />
            ))}
            {formAlert}
            <SubmitButton
              busy={isSubmitting}
              busyLabel={t('imageAnalysis.questions.busy')}
              alignSelf="flex-start"
            >
              {t('imageAnalysis.questions.submit')}
            </SubmitButton>
          </Stack>
        </ValidatedForm>
      )}
    </Formik>
  );
});
