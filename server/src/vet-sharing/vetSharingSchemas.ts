// What the sharing and vet routes' schemas share: their OpenAPI tags (with the bearer security
// and the error answers of every route, http/routeSchema.ts) and their path parameters.
import { Type } from '@sinclair/typebox';
import { routeSchemaFor, RowIdText } from '../http/routeSchema';

/** A keeper's sharing route (tag `sharing`). */
export const sharingRoute = routeSchemaFor('sharing');

/** A vet route (tag `vets`): X-Medical-Entity-ID names the clinic the vet acts for. */
export const vetRoute = routeSchemaFor('vets', {
  summarySuffix: " (X-Medical-Entity-ID: the vet's clinic)",
});

export const ShareParams = Type.Object(
  { id: RowIdText, clinicId: RowIdText },
  { additionalProperties: false },
);

export const ThreadParams = Type.Object(
  { id: RowIdText, threadId: RowIdText },
  { additionalProperties: false },
);
