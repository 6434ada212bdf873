import { RoleStore } from '../../features/auth/RoleStore';
import type { RootStore } from '../../stores/RootStore';
import { userType, type Analytics } from '../core/analytics';
import { resolveRedirect } from '../routing/navigationRedirects';
import type { RedirectLookup } from '../core/AppEnvironment';

/**
 * The API's stored-redirect lookup for a site path with its query (`lookupRouteRedirect` of
 * src/app/routing, the same one the client-navigation wrapper uses, sharing its cache).
 */
export type { RedirectLookup };

export interface PipelineContext {
  stores: RootStore;
  analytics: Analytics;
  /** The path being opened, with locale prefix, query and hash. */
  to: string;
  lookupRedirect?: RedirectLookup;
}

export interface NavigationStep {
  name: string;
  /** Only the last step returns something: a redirect target. */
  run: (ctx: PipelineContext) => Promise<string | null | void>;
}

/** 1. If an auth token exists and no user is loaded, fetch current user and notifications. */
async function loadUser({ stores }: PipelineContext): Promise<void> {
  if (!stores.auth.token || stores.auth.user) return;
  const user = await stores.auth.fetchUser();
  if (user) await stores.notifications.fetch();
}

/** 2. If user and login method exist, send a logged-in analytics event. */
async function trackLoggedIn({ stores, analytics }: PipelineContext): Promise<void> {
  const { user, method } = stores.auth;
  if (!user || !method) return;
  analytics.track('logged_in', { user_id: user.id, user_type: userType(user), method });
}

/**
 * 3. If still no user, clear the token — unless the API gave no usable answer (offline, an answer
 * cut off, a server error; AuthStore.fetchUser): nothing said the token is bad, and the pages
 * that work offline need the session.
 */
async function clearTokenWithoutUser({ stores }: PipelineContext): Promise<void> {
  if (!stores.auth.user && stores.auth.token && !stores.auth.unreachable) stores.auth.clearToken();
}

/**
 * 4. Fetch pets once per session for a logged-in user — whatever their roles: the API answers
 * every signed-in user (an empty list to one who is not a pet keeper). A failure has shown its
 * toast; the page still opens. A pet described as a guest (/my-pets/add-new-pet) is then saved
 * to a pet keeper's account and becomes the current pet.
 */
async function loadPets({ stores }: PipelineContext): Promise<void> {
  const user = stores.auth.user;
  if (!user) return;
  await stores.pets.fetchOnce().catch(() => undefined);
  const isKeeper = user.roles.some((r) => r.name === 'pet-keeper');
  if (!isKeeper || !stores.pets.loaded || !stores.guestPet.draft) return;
  const adopted = await stores.guestPet.adopt((body) => stores.pets.create(body));
  if (adopted) stores.currentPet.select(adopted);
}

/** 5. Clear the saved role if the user no longer holds it (name and medical entity id). */
async function dropStaleRole({ stores }: PipelineContext): Promise<void> {
  if (!stores.roles.selected) return;
  if (!stores.roles.isHeldBy(stores.auth.user?.roles ?? [])) stores.roles.clear();
}

/**
 * 6. Refresh the saved current pet from the pet list, or clear it if gone. Without a user it is
 * cleared too — unless no answer came at all (offline, or a page left while the user was being
 * fetched): like the token in step 3, nothing said the choice is stale, and clearing it there made
 * the next page open on the first pet instead of the one the keeper had chosen.
 */
async function refreshCurrentPet({ stores }: PipelineContext): Promise<void> {
  if (!stores.currentPet.id) return;
  if (stores.pets.loaded) stores.currentPet.refreshFrom(stores.pets.pets);
  else if (!stores.auth.user && !stores.auth.unreachable) stores.currentPet.clear();
}

/** 7. If no role is saved, choose pet-keeper, else the first role. */
async function chooseDefaultRole({ stores }: PipelineContext): Promise<void> {
  const user = stores.auth.user;
  if (!user || stores.roles.selected) return;
  const role = RoleStore.defaultRole(user.roles);
  if (role) stores.roles.select(role);
}

/** 8. If there is no current pet, choose the first pet. */
async function chooseDefaultPet({ stores }: PipelineContext): Promise<void> {
  const first = stores.pets.pets[0];
  if (!stores.auth.user || stores.currentPet.id || !first) return;
  stores.currentPet.select(first);
}

/**
 * 9. Apply any server-supplied redirect (the caller performs it: an absolute URL is a full page
 * load, a path a client redirect). The routing module decides, as for every client navigation:
 * the fixed rules, else the stored redirect the API supplies (query kept unless the target has
 * its own, hash kept, a stored target that falls under a fixed rule followed in the same hop).
 */
async function serverRedirect({ to, lookupRedirect }: PipelineContext): Promise<string | null> {
  if (!lookupRedirect) return null;
  const target = await resolveRedirect(to, lookupRedirect).catch(() => null);
  return target && target.to !== to ? target.to : null;
}

/** spec.md section 4: what happens on every navigation, in this order. */
export const NAVIGATION_STEPS: readonly NavigationStep[] = [
  { name: 'load user and notifications', run: loadUser },
  { name: 'track logged-in user', run: trackLoggedIn },
  { name: 'clear token without user', run: clearTokenWithoutUser },
  { name: 'load pets once', run: loadPets },
  { name: 'drop role no longer held', run: dropStaleRole },
  { name: 'refresh current pet', run: refreshCurrentPet },
  { name: 'choose default role', run: chooseDefaultRole },
  { name: 'choose first pet', run: chooseDefaultPet },
  { name: 'apply server redirect', run: serverRedirect },
];

/** Runs the nine steps in order; resolves with the server redirect, if any. */
export async function runNavigationPipeline(
  ctx: PipelineContext,
  steps: readonly NavigationStep[] = NAVIGATION_STEPS,
): Promise<string | null> {
  let redirect: string | null = null;
  for (const step of steps) {
    const result = await step.run(ctx);
    if (typeof result === 'string') redirect = result;
  }
  return redirect;
}
