import type { EmergencyCard, EmergencyCardResponse } from '@contract/schemas/emergencyCard';
import type { HttpClient } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

/** The API path of a pet's card: the only API answer the service worker keeps (public/sw.js). */
export function emergencyCardApiPath(petId: string): string {
  return `keeper/pets/${segment(petId)}/emergency-card`;
}

export function createEmergencyCardApi(http: HttpClient) {
  return {
    /** Quiet: the screen says itself when the card cannot be had (offline, never opened). */
    get: async (petId: string): Promise<EmergencyCard> =>
      (await http.get<EmergencyCardResponse>(emergencyCardApiPath(petId), { notify: false })).data,
  };
}
