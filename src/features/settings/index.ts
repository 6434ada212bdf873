// The public surface of settings: the only module other features import from it. Small
// things only (stores, API factories, components, helpers); never a screen: the route table
// loads screens lazily, and a screen named here would be pulled into every importer's chunk.
export { PHONE_VERIFICATION_ID } from './PhoneVerification';
export { SettingsHeading, SettingsSection } from './SettingsSection';
