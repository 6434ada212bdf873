import { Grid } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { MEDICATION_LIMITS, MEDICATION_UNITS } from '@contract/medication-stock/medicationLimits';
import type { Medication, MedicationUpdate } from '@contract/schemas/medicationStock';
import type { Pet } from '@contract/schemas/pets';
import { useStores } from '../../stores/StoreProvider';
import { SelectField } from '../../ui/forms/SelectField';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ModalForm } from '../../ui/modals/ModalForm';
import { amountField, parseAmount } from './amountInput';

export const MEDICATION_MODAL = 'medication';

interface MedicationValues {
  name: string;
  unit: string;
  dose_per_day: string;
  stock: string;
  refill_days: string;
  notes: string;
}

const FIELDS = ['name', 'unit', 'dose_per_day', 'stock', 'refill_days', 'notes'] as const;
const { dosePerDay, stock, refillDays } = MEDICATION_LIMITS;

/**
 * Adding or changing a medication kept at home. The stock is sent on a change only when the
 * keeper typed another number: a stock sent is a new count (the estimate starts again today and
 * the refill reminder is re-armed), so an unchanged one must not reset it.
 */
export const MedicationModal = observer(function MedicationModal({
  pet,
  medication,
}: {
  pet: Pet;
  /** The medication to change; none: a new one. */
  medication: Medication | null;
}) {
  const { t } = useTranslation('app');
  const { medicationStock, modals, toasts } = useStores();
  const schema = useMemo(
    () =>
      yup.object({
        name: yup
          .string()
          .trim()
          .max(MEDICATION_LIMITS.name, t('validation.maxLength', { max: MEDICATION_LIMITS.name }))
          .required(t('validation.required')),
        unit: yup.string().oneOf([...MEDICATION_UNITS]),
        dose_per_day: amountField(t, dosePerDay.min, dosePerDay.max),
        stock: amountField(t, stock.min, stock.max),
        refill_days: yup
          .string()
          .required(t('validation.required'))
          .matches(/^\d{1,2}$/, t('medicationStock.validation.wholeDays', refillDays))
          .test(
            'days',
            t('medicationStock.validation.wholeDays', refillDays),
            (value) => Number(value) >= refillDays.min && Number(value) <= refillDays.max,
          ),
        notes: yup
          .string()
          .max(
            MEDICATION_LIMITS.notes,
            t('validation.maxLength', { max: MEDICATION_LIMITS.notes }),
          ),
      }),
    [t],
  );
  const { onSubmit, formAlert } = useApiFormSubmit<MedicationValues>(
    async (values) => {
      const body = {
        name: values.name.trim(),
        unit: values.unit as Medication['unit'],
        dose_per_day: parseAmount(values.dose_per_day) ?? 0,
        refill_days: Number(values.refill_days),
        notes: values.notes.trim() || null,
      };
      const counted = parseAmount(values.stock) ?? 0;
      if (medication) {
        const update: MedicationUpdate =
          counted === medication.estimated_stock ? body : { ...body, stock: counted };
        await medicationStock.update(medication, update);
      } else {
        await medicationStock.create(pet.id, { ...body, stock: counted });
      }
      toasts.success(medication ? t('medicationStock.updated') : t('medicationStock.added'));
      await modals.close(MEDICATION_MODAL, 'action');
    },
    { fields: FIELDS },
  );
  const initial: MedicationValues = {
    name: medication?.name ?? '',
    unit: medication?.unit ?? 'tablet',
    dose_per_day: medication ? String(medication.dose_per_day) : '1',
    stock: medication ? String(medication.estimated_stock) : '',
    refill_days: String(medication?.refill_days ?? refillDays.default),
    notes: medication?.notes ?? '',
  };
  const units = MEDICATION_UNITS.map((unit) => ({
    value: unit,
    label: t(`medicationStock.form.units.${unit}`),
  }));

  return (
    <ModalForm<MedicationValues>
      id={MEDICATION_MODAL}
      title={
        medication
          ? t('medicationStock.form.editTitle')
          : t('medicationStock.form.addTitle', { name: pet.name })
      }
      formKey={medication?.id ?? 'new'}
      initialValues={initial}
      validationSchema={schema}
      onSubmit={onSubmit}
      formAlert={formAlert}
      submitLabel={
        medication ? t('medicationStock.form.submitEdit') : t('medicationStock.form.submit')
      }
    >
      <TextField
        name="name"
        label={t('medicationStock.form.name')}
        hint={t('medicationStock.form.nameHint')}
        maxLength={MEDICATION_LIMITS.name}
        required
      />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <SelectField name="unit" label={t('medicationStock.form.unit')} options={units} />
        <TextField
          name="dose_per_day"
          label={t('medicationStock.form.dosePerDay')}
          hint={t('medicationStock.form.doseHint')}
          inputMode="decimal"
          maxLength={10}
          required
        />
        <TextField
          name="stock"
          label={t('medicationStock.form.stock')}
          hint={medication ? t('medicationStock.form.stockHint') : undefined}
          inputMode="decimal"
          maxLength={10}
          required
        />
        <TextField
          name="refill_days"
          label={t('medicationStock.form.refillDays')}
          inputMode="numeric"
          maxLength={2}
          required
        />
      </Grid>
      <TextAreaField
        name="notes"
        label={t('medicationStock.form.notes')}
        labelNote={t('common.optional')}
        maxLength={MEDICATION_LIMITS.notes}
        rows={3}
      />
    </ModalForm>
  );
});
