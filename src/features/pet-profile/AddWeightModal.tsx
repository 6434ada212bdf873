import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { formatWeight } from '@contract/pets';
import { EARLIEST_PET_DATE, PET_TEXT } from '@contract/pets/petLimits';
import type { Pet } from '@contract/schemas/pets';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../stores/StoreProvider';
import { TextField } from '../../ui/forms/TextField';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { ModalForm } from '../../ui/modals/ModalForm';
import { formatDate } from '../../i18n/dates';
import {
  todayIso,
  pastDateField,
  weightField,
  weightGrams,
  petsLanguage,
  WeightField,
} from '../pets';

export const ADD_WEIGHT_MODAL = 'add-weight';

interface WeightValues {
  weight: string;
  measured_on: string;
  note: string;
}

/**
 * The add-weight modal (on the ModalStore). The weight is typed in the keeper's unit (kg or lb,
 * from preferences) and stored in kg to the gram; the date is today unless changed (never in
 * the future, never before the pet was born). Any screen can ask for it: the open-add-weight-
 * modal flag (PetProfileStore) opens it wherever it is mounted.
 */
export const AddWeightModal = observer(function AddWeightModal({ pet }: { pet: Pet }) {
  const { t } = useTranslation('app');
  const { petProfile, modals, auth, toasts } = useStores();
  const { locale, bcp47 } = useLocale();
  const unit = auth.user?.preferences.weight_unit ?? 'kg';
  const today = todayIso();
  const earliest =
    pet.birth_date && !pet.birth_date_is_estimate ? pet.birth_date : EARLIEST_PET_DATE;
  const schema = useMemo(
    () =>
      yup.object({
        weight: weightField(t, unit, true),
        measured_on: pastDateField(t, today)
          .required(t('validation.required'))
          .test(
            'after-birth',
            t('petProfile.weight.beforeBirth'),
            (value) => !value || value >= earliest,
          ),
        note: yup
          .string()
          .trim()
          .max(PET_TEXT.listItem, t('validation.maxLength', { max: PET_TEXT.listItem })),
      }),
    [t, unit, today, earliest],
  );

  const { onSubmit, formAlert } = useApiFormSubmit<WeightValues>(
    async (values, helpers) => {
      const grams = weightGrams(values.weight, unit);
      if (grams === null) return;
      await petProfile.addWeight(pet.id, {
        weight_kg: grams / 1000,
        measured_on: values.measured_on,
        note: values.note.trim() || null,
      });
      const weight = formatWeight(grams, unit, petsLanguage(locale));
      // A back-dated entry is not what the pet weighs now: say which day it was recorded for.
      toasts.success(
        values.measured_on === today
          ? t('petProfile.weight.added', { name: pet.name, weight })
          : t('petProfile.weight.addedOn', {
              name: pet.name,
              weight,
              date: formatDate(values.measured_on, bcp47, 'medium'),
            }),
      );
      helpers.resetForm();
      await modals.close(ADD_WEIGHT_MODAL, 'action');
    },
    { fields: ['weight', 'measured_on', 'note'], rename: { weight_kg: 'weight' } },
  );

  // spec.md section 3: the open-add-weight-modal flag.
  useEffect(() => {
    if (!petProfile.openAddWeightModal) return;
    petProfile.requestAddWeight(false);
    void modals.open(ADD_WEIGHT_MODAL);
  }, [petProfile, petProfile.openAddWeightModal, modals]);

  return (
    <ModalForm<WeightValues>
      id={ADD_WEIGHT_MODAL}
      title={t('petProfile.weight.addTitle', { name: pet.name })}
      description={t('petProfile.weight.addIntro', { unit: t(`pets.units.${unit}`) })}
      initialValues={{ weight: '', measured_on: today, note: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
      formAlert={formAlert}
      submitLabel={t('petProfile.weight.submit')}
    >
      <WeightField
        name="weight"
        label={t('pets.form.weight')}
        unit={unit}
        unitLabel={t(`pets.units.${unit}`)}
        hint={t('pets.form.weightHint')}
        required
      />
      <TextField
        name="measured_on"
        type="date"
        label={t('petProfile.weight.measuredOn')}
        min={earliest}
        max={today}
        required
      />
      <TextField
        name="note"
        label={t('petProfile.weight.note')}
        labelNote={t('common.optional')}
        maxLength={PET_TEXT.listItem}
      />
    </ModalForm>
  );
});
