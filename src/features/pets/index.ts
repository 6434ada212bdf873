// The public surface of pets: the only module other features import from it. Small
// things only (stores, API factories, components, helpers); never a screen: the route table
// loads screens lazily, and a screen named here would be pulled into every importer's chunk.
export { AgeFields } from './AgeFields';
export { BreedField } from './BreedField';
export { PetAvatar } from './PetAvatar';
export { addMonths, isIsoDate, todayIso } from './petDates';
export { petErrorFields } from './petErrorFields';
export {
  pastDateField,
  petFormOf,
  type PetFormValues,
  petSchema,
  petUpdateOf,
  weightField,
  weightGrams,
  weightKgOf,
} from './petForm';
export { PetPageHeading } from './PetPageHeading';
export {
  albumPath,
  CREATE_PET_PATH,
  DASHBOARD_PATH,
  DIET_PLAN_PATH,
  INFORMATION_PATH,
  PHOTO_GALLERY_PATH,
  RESULTS_PATH,
  VISITS_PATH,
} from './petPaths';
export { PetPhotoInput, PHOTO_ACCEPT } from './PetPhotoInput';
export { PetsRadioGroups } from './PetsRadioGroups';
export { PetSwitcher } from './PetSwitcher';
export { SpeciesField } from './SpeciesField';
export { petsLanguage, sexLabel, speciesLabel } from './speciesLabel';
export { usePetAgeText } from './usePetAgeText';
export { WeightField } from './WeightField';
export { WithCurrentPet } from './WithCurrentPet';
