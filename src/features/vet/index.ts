// The public surface of vet: the only module other features import from it. Small
// things only (stores, API factories, components, helpers); never a screen: the route table
// loads screens lazily, and a screen named here would be pulled into every importer's chunk.
export { ProfileSection } from './ProfileSection';
export { ScopeChips } from './ScopeChips';
export { patientPath } from './vetPaths';
