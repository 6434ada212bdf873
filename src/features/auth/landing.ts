import { roleHome, signInRole } from '../../app/core/appPaths';
import type { RootStore } from '../../stores/RootStore';

interface Navigation {
  pathTo: (path: string) => string;
  goToSitePath: (path: string, options?: { replace?: boolean }) => unknown;
  currentUrl: () => string;
}

/**
 * Where someone goes right after signing in or up (e-mail or provider): back to the page that
 * sent them (`returnTo`, already checked to be a path on this site), else the home of the role
 * they now act in — the admin console, the vet's patients, a keeper's dashboard, or the add-pet
 * step for a keeper with no pet yet (a pet described as a guest counts: the next navigation saves
 * it). The role chosen here is saved, so the area's guards pass on arrival.
 */
export async function enterApp(
  stores: RootStore,
  nav: Navigation,
  returnTo: string | null,
  options?: { replace?: boolean },
): Promise<void> {
  const role = signInRole(stores.auth.user?.roles ?? [], returnTo);
  if (role) stores.roles.select(role);
  if (returnTo) {
    await nav.goToSitePath(returnTo, options);
    return;
  }
  if (role?.name === 'pet-keeper') {
    const from = nav.currentUrl();
    // A failure has shown its toast; the dashboard is the safer guess then.
    await stores.pets.fetchOnce().catch(() => undefined);
    // The keeper went somewhere meanwhile (the welcome-back dialog, a link): a late landing
    // would carry them off the page they chose.
    if (nav.currentUrl() !== from) return;
  }
  await nav.goToSitePath(nav.pathTo(roleHome(role?.name, { hasPets: hasPets(stores) })), options);
}

/**
 * The home of the role a signed-in user acts in now (the public pages' "Open PetCare"): the
 * same homes as after signing in, for the role already chosen rather than a new choice.
 */
export function currentRoleHome(stores: RootStore): string {
  const role = stores.roles.activeFor(stores.auth.user?.roles ?? []);
  return roleHome(role?.name, { hasPets: role?.name !== 'pet-keeper' || hasPets(stores) });
}

/** Pets not loaded (yet, or after a failure) count as some: the dashboard is the safer guess. */
function hasPets(stores: RootStore): boolean {
  return !stores.pets.loaded || stores.pets.pets.length > 0 || stores.guestPet.draft !== null;
}
