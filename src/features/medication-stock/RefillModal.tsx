import { useFormikContext } from 'formik';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { MEDICATION_LIMITS } from '@contract/medication-stock/medicationLimits';
import type { Medication } from '@contract/schemas/medicationStock';
import { useStores } from '../../stores/StoreProvider';
import { RadioGroupField } from '../../ui/forms/RadioGroupField';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ModalForm } from '../../ui/modals/ModalForm';
import { amountField, parseAmount } from './amountInput';

export const REFILL_MODAL = 'medication-refill';

interface RefillValues {
  how: 'added' | 'count';
  amount: string;
}

/**
 * Recording a refill: what was bought is added to today's estimate ("+30 tablets"), or the keeper
 * counts what is at home. Either is a new count, so a new refill reminder will come.
 */
export const RefillModal = observer(function RefillModal({
  medication,
}: {
  medication: Medication | null;
}) {
  const { t } = useTranslation('app');
  const { medicationStock, modals, toasts } = useStores();
  const { dosePerDay, stock } = MEDICATION_LIMITS;
  const schema = useMemo(
    () =>
      yup.object({
        how: yup.string().oneOf(['added', 'count']),
        amount: yup
          .string()
          .when('how', ([how]) =>
            how === 'added'
              ? amountField(t, dosePerDay.min, stock.max)
              : amountField(t, stock.min, stock.max),
          ),
      }),
    [t, dosePerDay.min, stock.min, stock.max],
  );
  const { onSubmit, formAlert } = useApiFormSubmit<RefillValues>(
    async (values) => {
      if (!medication) return;
      const amount = parseAmount(values.amount) ?? 0;
      await medicationStock.refill(
        medication,
        values.how === 'added' ? { added: amount } : { count: amount },
      );
      toasts.success(t('medicationStock.refilled'));
      await modals.close(REFILL_MODAL, 'action');
    },
    { fields: ['amount'], rename: { added: 'amount', count: 'amount' } },
  );

  return (
    <ModalForm<RefillValues>
      id={REFILL_MODAL}
      title={t('medicationStock.refillForm.title', { name: medication?.name ?? '' })}
      formKey={medication?.id ?? 'none'}
      initialValues={{ how: 'added', amount: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
      formAlert={formAlert}
      submitLabel={t('medicationStock.refillForm.submit')}
    >
      <RadioGroupField
        name="how"
        legend={t('medicationStock.refillForm.how')}
        options={[
          { value: 'added', label: t('medicationStock.refillForm.added') },
          { value: 'count', label: t('medicationStock.refillForm.count') },
        ]}
      />
      <RefillAmount unit={medication?.unit ?? 'tablet'} />
    </ModalForm>
  );
});

/** The amount's label follows the choice above it. */
function RefillAmount({ unit }: { unit: Medication['unit'] }) {
  const { t } = useTranslation('app');
  const { values } = useFormikContext<RefillValues>();
  return (
    <TextField
      name="amount"
      label={
        values.how === 'added'
          ? t('medicationStock.refillForm.addedAmount')
          : t('medicationStock.refillForm.countAmount')
      }
      labelNote={t(`medicationStock.form.units.${unit}`)}
      inputMode="decimal"
      maxLength={10}
      required
    />
  );
}
