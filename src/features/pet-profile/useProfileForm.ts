import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '@contract/schemas/pets';
import { useStores } from '../../stores/StoreProvider';
import { useApiFormSubmit } from '../../ui/forms/useApiFormSubmit';
import { todayIso, petErrorFields } from '../pets';
import {
  profileFieldNames,
  profileFormOf,
  profileSchema,
  profileUpdateOf,
  type ProfileValues,
} from './profileForm';

/**
 * The profile form's data: its values, its validation and the submit that sends only what
 * changed; the API's 422 messages land on their fields.
 */
export function useProfileForm(pet: Pet) {
  const { t } = useTranslation('app');
  const stores = useStores();
  const unit = stores.auth.user?.preferences.weight_unit ?? 'kg';
  const today = todayIso();
  // The form starts from the pet as it was when the screen opened (or was last saved).
  const [initial, setInitial] = useState(() => profileFormOf(pet, unit, today));
  const schema = useMemo(() => profileSchema(t, unit, today), [t, unit, today]);
  const { onSubmit, formAlert } = useApiFormSubmit<ProfileValues>(
    async (values) => {
      const saved = await stores.pets.update(pet.id, profileUpdateOf(values, initial, pet, today));
      stores.guestPet.confirmed(saved.id);
      setInitial(profileFormOf(saved, unit, today));
      stores.toasts.success(t('petProfile.info.saved', { name: saved.name }));
    },
    (values) => ({ fields: profileFieldNames(values), rename: petErrorFields(values.age_mode) }),
  );
  return { today, initial, schema, onSubmit, formAlert };
}
