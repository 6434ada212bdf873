// The public surface of auth: the only module other features import from it. Small
// things only (stores, API factories, components, helpers); never a screen: the route table
// loads screens lazily, and a screen named here would be pulled into every importer's chunk.
export { AuthCard, AuthLink } from './AuthCard';
export { AUTH_FILLED_LINK_LOOK, AUTH_OUTLINED_LINK_LOOK } from './authLinkLooks';
export { PROVIDER_NAMES } from './authProviders';
export { emailField } from './authSchemas';
export { ProviderButtons } from './ProviderButtons';
export { rememberReturnTo } from './returnTo';
export { withReturnTo } from './withReturnTo';
