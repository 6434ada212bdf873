import { Box, Stack } from '@chakra-ui/react';
import { Formik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { PET_TEXT } from '@contract/pets/petLimits';
import type { VetVisitInput } from '@contract/schemas/vets';
import { SubmitButton } from '../../ui/forms/SubmitButton';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ValidatedForm } from '../../ui/forms/ValidatedForm';
import { todayIso, pastDateField } from '../pets';
import { VisitRecordFields } from '../visits';

interface VisitNoteValues {
  visited_on: string;
  reason: string;
  diagnosis: string;
  treatment: string;
  notes: string;
}

const FIELDS = ['visited_on', 'reason', 'diagnosis', 'treatment', 'notes'] as const;
const optional = (text: string) => text.trim() || null;

/**
 * A vet's visit note for a shared pet: when, why, what was found and done, and notes for the
 * keeper. The clinic and the vet's name are added by the API; the keeper is told at once.
 */
export const VisitNoteForm = observer(function VisitNoteForm({
  onSubmit,
}: {
  /** Saves; what it throws (the API's 422) is shown on the fields. */
  onSubmit: (body: VetVisitInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('app');
  const today = todayIso();
  const schema = useMemo(() => {
    const text = (max: number) => yup.string().trim().max(max, t('validation.maxLength', { max }));
    return yup.object({
      visited_on: pastDateField(t, today).required(t('validation.required')),
      reason: text(PET_TEXT.visitReason).required(t('validation.required')),
      diagnosis: text(PET_TEXT.clinicalText),
      treatment: text(PET_TEXT.clinicalText),
      notes: text(PET_TEXT.notes),
    });
  }, [t, today]);
  const empty: VisitNoteValues = {
    visited_on: today,
    reason: '',
    diagnosis: '',
    treatment: '',
    notes: '',
  };
  const { onSubmit: submit, formAlert } = useApiFormSubmit<VisitNoteValues>(
    async (values, helpers) => {
      await onSubmit({
        visited_on: values.visited_on,
        reason: values.reason.trim(),
        diagnosis: optional(values.diagnosis),
        treatment: optional(values.treatment),
        notes: optional(values.notes),
      });
      helpers.resetForm({ values: empty });
    },
    { fields: FIELDS },
  );
  return (
    <Formik<VisitNoteValues> initialValues={empty} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <ValidatedForm>
          <Stack gap="4">
            {formAlert}
            <VisitRecordFields
              today={today}
              labels={{
                date: t('vets.patient.visitDate'),
                reason: t('vets.patient.visitReason'),
                diagnosis: t('vets.patient.diagnosis'),
                treatment: t('vets.patient.treatment'),
                notes: t('vets.patient.notesForKeeper'),
              }}
            />
            <Box>
              <SubmitButton busy={isSubmitting} busyLabel={t('common.pleaseWait')}>
                {t('vets.patient.saveVisit')}
              </SubmitButton>
            </Box>
          </Stack>
        </ValidatedForm>
      )}
    </Formik>
  );
});
