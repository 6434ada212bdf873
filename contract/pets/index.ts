// Pet data and maths shared by the web app and the API: species, sexes, breeds and their search,
// weight units, energy needs, body condition and feeding. Dependency-free (README.md).
export * from './species';
export * from './weight';
export * from './energy';
export * from './energySources';
export * from './bodyCondition';
export * from './feeding';
export * from './speciesFeedingGuidance';
export * from './breed';
export * from './breedSearch';
export * from './searchText';
export { DOG_BREEDS } from './dogBreeds';
export { CAT_BREEDS } from './catBreeds';
export { RABBIT_BREEDS } from './rabbitBreeds';
export { BIRD_SPECIES } from './birdSpecies';
export * from './petLimits';
export * from './visitCost';
