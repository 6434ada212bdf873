import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { observer } from 'mobx-react-lite';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { PET_TEXT } from '@contract/pets/petLimits';
import type { DocumentKind, PetDocumentFields } from '@contract/schemas/petDocuments';
import { useLocale } from '../../i18n/useLocale';
import { SecondaryButton } from '../../ui/forms/Button';
import { SelectField } from '../../ui/forms/SelectField';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { FieldError, TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { useFieldError } from '../../ui/forms/useFieldError';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';
import { formatFileSize } from '../files';
import { todayIso, pastDateField } from '../pets';
import { DOCUMENT_KINDS } from './documentKinds';
import { FileChooserInput } from '../../ui/FileChooserInput';

/** PDFs and photos of paper results (the server checks the bytes). */
export const DOCUMENT_ACCEPT =
  'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif';

export interface DocumentValues {
  file: File | null;
  kind: DocumentKind;
  title: string;
  issued_on: string;
  notes: string;
}

export function documentFieldsOf(values: DocumentValues): PetDocumentFields {
  return {
    kind: values.kind,
    title: values.title.trim(),
    issued_on: values.issued_on || null,
    notes: values.notes.trim() || null,
  };
}

/** "Blood panel March.pdf" → "Blood panel March". */
function titleFromName(name: string): string {
  return name.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, PET_TEXT.documentTitle);
}

/** The file of a new document: a picker, the chosen file's name and size, its error. */
function FilePickerField() {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const { values, setFieldValue, setFieldTouched, getFieldMeta } =
    useFormikContext<DocumentValues>();
  const { error, clearServerError } = useFieldError('file', getFieldMeta('file'));
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Box>
      <Text id={id} fontWeight="semibold" mb="1">
        {t('documents.file')}
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <SecondaryButton
          type="button"
          aria-describedby={[id, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onClick={() => input.current?.click()}
        >
          {values.file ? t('documents.chooseAnother') : t('documents.choose')}
        </SecondaryButton>
        {values.file && (
          <Text color="fg.muted" truncate maxW="20rem">
            {values.file.name} · {formatFileSize(values.file.size, bcp47)}
          </Text>
        )}
      </Flex>
      <FileChooserInput
        ref={input}
        accept={DOCUMENT_ACCEPT}
        display="none"
        data-file-input="document"
        onFiles={([file]) => {
          if (!file) return;
          clearServerError();
          void setFieldValue('file', file);
          void setFieldTouched('file', true, false);
          if (!values.title.trim()) void setFieldValue('title', titleFromName(file.name));
        }}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Box>
  );
}

/** The kind, title, date and notes of a document (a new one with its file). */
export const DocumentForm = observer(function DocumentForm({
  initial,
  withFile,
  submitLabel,
  onSubmit,
}: {
  initial: DocumentValues;
  withFile: boolean;
  submitLabel: string;
  /** Saves; what it throws (the API's 422) is shown on the fields. */
  onSubmit: (values: DocumentValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('app');
  const { onSubmit: submit, formAlert } = useApiFormSubmit<DocumentValues>(
    async (values, helpers) => {
      await onSubmit(values);
      helpers.resetForm();
    },
    { fields: ['file', 'kind', 'title', 'issued_on', 'notes'] },
  );
  const today = todayIso();
  const schema = useMemo(
    () =>
      yup.object({
        file: withFile
          ? yup
              .mixed()
              .test('file', t('documents.validation.file'), (value) => value instanceof File)
          : yup.mixed(),
        kind: yup.string().required(t('validation.required')),
        title: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(PET_TEXT.documentTitle, t('validation.maxLength', { max: PET_TEXT.documentTitle })),
        issued_on: pastDateField(t, today),
        notes: yup
          .string()
          .max(PET_TEXT.clinicalText, t('validation.maxLength', { max: PET_TEXT.clinicalText })),
      }),
    [t, today, withFile],
  );
  return (
    <Formik<DocumentValues> initialValues={initial} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <ValidatedForm>
          <Stack gap="4">
            {formAlert}
            {withFile && <FilePickerField />}
            <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="4">
              <SelectField
                name="kind"
                label={t('documents.kind')}
                options={DOCUMENT_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`documents.kinds.${kind}`),
                }))}
              />
              <TextField
                name="title"
                label={t('documents.title')}
                maxLength={PET_TEXT.documentTitle}
                required
              />
            </Grid>
            <Box maxW="14rem">
              <TextField
                name="issued_on"
                type="date"
                label={t('documents.issuedOn')}
                labelNote={t('common.optional')}
                max={today}
              />
            </Box>
            <TextAreaField
              name="notes"
              label={t('documents.notes')}
              labelNote={t('common.optional')}
              maxLength={PET_TEXT.clinicalText}
            />
            <Box>
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                {submitLabel}
              </SubmitButton>
            </Box>
          </Stack>
        </ValidatedForm>
      )}
    </Formik>
  );
});
