import type { HttpClient } from '../../http/httpClient';
import type { AppRoute } from './routeTypes';
import type { FeatureSidebar } from './shell/sidebarTypes';

/**
 * The root store as a feature's store factories see it: every feature's stores (`root.pets`),
 * the API clients (`root.api`), the toasts. app/core cannot import the root store (it composes
 * every feature, and features import app/core), so src/stores/RootStore.ts fills this in by
 * declaration merging, as it does for the route middleware.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by RootStore.ts
export interface FeatureRoot {}

/** The options the root store was built with (RootStoreOptions), filled in the same way. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by RootStore.ts
export interface FeatureRootOptions {}

/** What a store factory gets: the root, and the options the app built it with. */
export interface StoreContext {
  /**
   * The other features' stores and the kernel's. Read them in callbacks (they run later), or
   * while constructing only the stores of features listed before this one in app/features.ts.
   */
  readonly root: FeatureRoot;
  readonly options: FeatureRootOptions;
}

/**
 * One store of a feature: how it is made, and what signing out does to it. Signing out does not
 * reload the page, so a store that keeps what it held shows one user's data to the next.
 */
export interface FeatureStore<Store> {
  create: (context: StoreContext) => Store;
  /** Runs on sign-out, in the registry's order, one store after the other (awaited). */
  clear: (store: Store) => void | Promise<void>;
  /**
   * Why the store never holds anything of a user (the sign-out test has nothing to look for in
   * it): the UI's own state, a connection. Absent: it does, and the test fills and checks it.
   */
  holdsNoUserData?: string;
}

/**
 * One capability of the web app, declared in its own folder (`features/<name>/<name>Module.ts`)
 * and registered with one line in app/features.ts. What the app assembles — the route table, the
 * sidebar, the API clients, the root store's stores and what sign-out clears — is derived from
 * these declarations, so a new capability edits no other central list. (The app areas are not:
 * the site build creates their pages without loading the app's code; app/appAreas.ts.)
 * Analytics page views of app pages are named by the routes (`name`, `trackingName`).
 *
 * `Stores` and `Apis` are the properties the feature adds to the root store and to `root.api`,
 * inferred. A store's `create` states its parameter's type and its return type:
 * `create: ({ root }: StoreContext): PetStore => new PetStore(root.api.pets)` (the root store's
 * type is derived from the registry, so a return type inferred from the body would be circular,
 * and an untyped parameter would leave the store's type unknown).
 */
export interface WebFeature<Stores extends object = object, Apis extends object = object> {
  /** The feature's folder under src/features. */
  readonly name: string;
  /** Its routes, in matching order; screens lazy (`lazyScreen`). */
  readonly routes?: readonly AppRoute[];
  /** Sidebar items, sub-sidebars (groups) and links into any feature's group. */
  readonly sidebar?: FeatureSidebar;
  /** Its API clients over the one HTTP client, under their `root.api` names. */
  readonly apis?: (http: HttpClient) => Apis;
  /** Its stores, under their root store names. */
  readonly stores?: { readonly [Name in keyof Stores]: FeatureStore<Stores[Name]> };
  /** What goes with the session besides the stores (browser caches, …), after the stores. */
  readonly signOut?: () => void | Promise<void>;
}

/**
 * Declares a feature with its store and API types inferred: `defineWebFeature({ name, … })`.
 * The root store's type is the union of what the registry's features declare.
 */
export function defineWebFeature<Stores extends object = object, Apis extends object = object>(
  feature: WebFeature<Stores, Apis>,
): WebFeature<Stores, Apis> {
  return feature;
}

type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (
  part: infer All,
) => void
  ? All
  : never;

/** The stores every feature of a registry adds to the root store, by name. */
export type FeatureStoresOf<Features extends readonly unknown[]> = Intersection<
  {
    [Index in keyof Features]: Features[Index] extends WebFeature<infer Stores, object>
      ? Stores
      : never;
  }[number]
>;

/** The API clients of every feature of a registry (`root.api`), by name. */
export type FeatureApisOf<Features extends readonly unknown[]> = Intersection<
  {
    [Index in keyof Features]: Features[Index] extends WebFeature<object, infer Apis>
      ? Apis
      : never;
  }[number]
>;

/** Every store the features declare, in the registry's order, with its root store name. */
export function declaredStores(
  features: readonly WebFeature[],
): { feature: string; name: string; store: FeatureStore<unknown> }[] {
  return features.flatMap((feature) =>
    Object.entries(feature.stores ?? {}).map(([name, store]) => ({
      feature: feature.name,
      name,
      store: store as FeatureStore<unknown>,
    })),
  );
}
