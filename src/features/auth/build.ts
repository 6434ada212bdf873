// The build-time surface of auth: what the site build (gatsby-node, bundled for Node) takes from
// it. Kept apart from index.ts, which also names components (see features/care/build.ts).
export { fetchSignInProviders } from './signInProviders';
