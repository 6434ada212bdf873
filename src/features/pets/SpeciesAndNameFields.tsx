import { useTranslation } from 'react-i18next';
import type { PetsLanguage } from '@contract/pets';
import { TextField } from '../../ui/forms/TextField';
import { SpeciesField } from './SpeciesField';

/** The first two things a new pet's form asks, in both of its forms (guest and signed in). */
export function SpeciesAndNameFields({ language }: { language: PetsLanguage }) {
  const { t } = useTranslation('app');
  return (
    <>
      <SpeciesField legend={t('pets.form.species')} language={language} />
      <TextField
        name="name"
        label={t('pets.form.name')}
        autoComplete="off"
        maxLength={60}
        required
      />
    </>
  );
}
