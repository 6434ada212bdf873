// The emergency card's pages (unprefixed: localize with localePath / nav.pathTo).

/** The current pet's card: leads on to the card of that pet (the page that works offline). */
export const EMERGENCY_CARD_PATH = '/my-pets/emergency-card/';

export function emergencyCardPath(petId: string): string {
  return `${EMERGENCY_CARD_PATH}${encodeURIComponent(petId)}/`;
}
