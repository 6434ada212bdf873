import { Box, Flex, Grid } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { PET_TEXT, VISIT_COST_MINOR_MAX } from '@contract/pets/petLimits';
import type { Pet } from '@contract/schemas/pets';
import type { Visit, VisitInput } from '@contract/schemas/petVisits';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { SelectField } from '../../ui/forms/SelectField';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ModalForm } from '../../ui/modals/ModalForm';
import { todayIso, pastDateField } from '../pets';
import { costInputValue, currencyOptions, parseCost } from './visitCostInput';
import { VisitRecordFields } from './VisitRecordFields';

export const VISIT_MODAL = 'visit';

interface VisitValues {
  visited_on: string;
  reason: string;
  clinic: string;
  vet_name: string;
  diagnosis: string;
  treatment: string;
  cost: string;
  currency: string;
  notes: string;
}

const FIELDS = [
  'visited_on',
  'reason',
  'clinic',
  'vet_name',
  'diagnosis',
  'treatment',
  'cost',
  'currency',
  'notes',
] as const;

const optional = (text: string) => text.trim() || null;

/**
 * Adding or changing a vet visit: when, why, where and with whom, what was found and done, what
 * it cost (typed in the currency's major unit, stored in its minor unit) and notes. Files are
 * attached on the visit's card once it is saved.
 */
export const VisitModal = observer(function VisitModal({
  pet,
  visit,
  defaultCurrency,
}: {
  pet: Pet;
  /** The visit to change; none: a new one. */
  visit: Visit | null;
  defaultCurrency: string;
}) {
  const { t } = useTranslation('app');
  const { visits, modals, toasts } = useStores();
  const { bcp47 } = useLocale();
  const today = todayIso();
  const currencies = useMemo(() => currencyOptions(bcp47), [bcp47]);
  const schema = useMemo(() => {
    const text = (max: number) => yup.string().trim().max(max, t('validation.maxLength', { max }));
    return yup.object({
      visited_on: pastDateField(t, today).required(t('validation.required')),
      reason: text(PET_TEXT.visitReason).required(t('validation.required')),
      clinic: text(PET_TEXT.clinicName),
      vet_name: text(PET_TEXT.vetName),
      diagnosis: text(PET_TEXT.clinicalText),
      treatment: text(PET_TEXT.clinicalText),
      notes: text(PET_TEXT.notes),
      cost: yup.string().test('cost', (value, context) => {
        if (!value?.trim()) return true;
        const minor = parseCost(value, String(context.parent.currency));
        if (minor === null) return context.createError({ message: t('visits.validation.cost') });
        if (minor > VISIT_COST_MINOR_MAX) {
          return context.createError({ message: t('visits.validation.costTooHigh') });
        }
        return true;
      }),
    });
  }, [t, today]);
  const { onSubmit, formAlert } = useApiFormSubmit<VisitValues>(
    async (values) => {
      const cost = values.cost.trim() ? parseCost(values.cost, values.currency) : null;
      const body: VisitInput = {
        visited_on: values.visited_on,
        reason: values.reason.trim(),
        clinic: optional(values.clinic),
        vet_name: optional(values.vet_name),
        diagnosis: optional(values.diagnosis),
        treatment: optional(values.treatment),
        cost_minor: cost,
        currency: cost === null ? null : values.currency,
        notes: optional(values.notes),
      };
      if (visit) await visits.update(pet.id, visit.id, body);
      else await visits.create(pet.id, body);
      toasts.success(visit ? t('visits.updated') : t('visits.added'));
      await modals.close(VISIT_MODAL, 'action');
    },
    { fields: FIELDS, rename: { cost_minor: 'cost' } },
  );
  const currency = visit?.currency ?? defaultCurrency;
  const initial: VisitValues = {
    visited_on: visit?.visited_on ?? today,
    reason: visit?.reason ?? '',
    clinic: visit?.clinic ?? pet.home_clinic?.name ?? '',
    vet_name: visit?.vet_name ?? '',
    diagnosis: visit?.diagnosis ?? '',
    treatment: visit?.treatment ?? '',
    cost:
      visit?.cost_minor !== null && visit?.cost_minor !== undefined && visit.currency
        ? costInputValue(visit.cost_minor, visit.currency)
        : '',
    currency,
    notes: visit?.notes ?? '',
  };

  return (
    <ModalForm<VisitValues>
      id={VISIT_MODAL}
      title={visit ? t('visits.editTitle') : t('visits.addTitle', { name: pet.name })}
      formKey={visit?.id ?? 'new'}
      initialValues={initial}
      validationSchema={schema}
      onSubmit={onSubmit}
      formAlert={formAlert}
      submitLabel={visit ? t('visits.submitEdit') : t('visits.submit')}
    >
      <VisitRecordFields
        today={today}
        labels={{
          date: t('visits.date'),
          reason: t('visits.reason'),
          diagnosis: t('visits.diagnosis'),
          treatment: t('visits.treatment'),
          notes: t('visits.notes'),
        }}
        reasonHint={t('visits.reasonHint')}
        afterReason={
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField
              name="clinic"
              label={t('visits.clinic')}
              labelNote={t('common.optional')}
              maxLength={PET_TEXT.clinicName}
            />
            <TextField
              name="vet_name"
              label={t('visits.vetName')}
              labelNote={t('common.optional')}
              maxLength={PET_TEXT.vetName}
            />
          </Grid>
        }
        beforeNotes={
          <Flex gap="4" wrap="wrap" align="flex-start">
            <Box flex="1 1 9rem">
              <TextField
                name="cost"
                label={t('visits.cost')}
                labelNote={t('common.optional')}
                inputMode="decimal"
                maxLength={20}
              />
            </Box>
            <Box flex="2 1 14rem">
              <SelectField name="currency" label={t('visits.currency')} options={currencies} />
            </Box>
          </Flex>
        }
      />
    </ModalForm>
  );
});
