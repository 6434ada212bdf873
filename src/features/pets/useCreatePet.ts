import type { FormikErrors, FormikProps } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useAppNavigation } from '../../app/core/AppEnvironment';
import { useStores } from '../../stores/StoreProvider';
import { isValidationFailure, renamedErrors } from '../../ui/forms/apiFormErrors';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { FIELDS, STEPS, stepOfField } from './createPetSteps';
import { petInputOf, petSchema, type PetFormValues } from './petForm';
import { todayIso } from './petDates';
import { petErrorFields } from './petErrorFields';
import { DASHBOARD_PATH } from './petPaths';

/**
 * The create-pet wizard's state and moves: the step (each checked before the next), the chosen
 * photo, saving the pet (back to the step of the first field the API refused), then sending its
 * photo and, once it has arrived, on to the dashboard with the new pet as the current one.
 */
export function useCreatePet() {
  const { t } = useTranslation('app');
  const stores = useStores();
  const nav = useAppNavigation();
  const unit = stores.auth.user?.preferences.weight_unit ?? 'kg';
  const today = todayIso();
  const schema = useMemo(() => petSchema(t, unit, today), [t, unit, today]);
  const [step, setStep] = useState(0);
  const [photo, setPhoto] = useState<File | null>(null);
  const [saved, setSaved] = useState<Pet | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step is announced by moving focus to its heading (not on the first render).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step, saved]);

  const finish = async (pet: Pet) => {
    stores.currentPet.select(pet);
    stores.toasts.success(t('pets.create.saved', { name: pet.name }));
    await nav.go(DASHBOARD_PATH);
  };

  // After saving: the photo goes up; when it has arrived, on to the dashboard.
  const photoTasks = saved
    ? stores.pets.photoUploads.tasksWhere((meta) => meta.petId === saved.id)
    : [];
  const photoDone = photoTasks.some((task) => task.state === 'done');
  const photoFailed = photoTasks.some(
    (task) => task.state === 'failed' || task.state === 'cancelled',
  );
  useEffect(() => {
    if (saved && photoDone) void finish(stores.pets.byId(saved.id) ?? saved);
    // finish is recreated each render; the trigger is the photo arriving.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, photoDone]);

  const { onSubmit, formAlert } = useApiFormSubmit<PetFormValues>(
    async (values) => {
      let pet: Pet;
      try {
        pet = await stores.pets.create(petInputOf(values, unit, today));
      } catch (error) {
        // Back to the step of the first field the API refused.
        if (isValidationFailure(error)) {
          const refused = renamedErrors(error.errors, petErrorFields(values.age_mode));
          const first = Object.keys(refused).find((field) =>
            (FIELDS as readonly string[]).includes(field),
          );
          if (first) setStep(stepOfField(first));
        }
        throw error;
      }
      if (photo) {
        setSaved(pet);
        stores.pets.uploadPhoto(pet.id, photo);
      } else {
        await finish(pet);
      }
    },
    (values) => ({ fields: FIELDS, rename: petErrorFields(values.age_mode) }),
  );

  const next = async (formik: FormikProps<PetFormValues>) => {
    const errors: FormikErrors<PetFormValues> = await formik.validateForm();
    const fields = STEPS[step]!.fields;
    const wrong = fields.filter((field) => errors[field]);
    if (wrong.length > 0) {
      await formik.setTouched(Object.fromEntries(fields.map((f) => [f, true])), false);
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setStep((s) => Math.min(s + 1, STEPS.length - 1));
  };
  const back = () => setStep((s) => s - 1);

  return {
    unit,
    today,
    schema,
    step,
    photo,
    setPhoto,
    saved,
    photoFailed,
    heading,
    finish,
    onSubmit,
    formAlert,
    next,
    back,
  };
}
