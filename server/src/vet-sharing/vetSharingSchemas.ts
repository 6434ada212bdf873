// What the sharing and vet routes' schemas share: their OpenAPI tags, the bearer security, the
// error answers, and the path parameters (row ids; a malformed one answers 404 like a missing one).
import { Type, type TSchema } from '@sinclair/typebox';
import { ErrorResponseRef } from '../errors/errorResponse';
import { RowIdText } from '../pets/petAccess';
import { BEARER } from '../pets/petRouteSchemas';

/** 401 no token, 403 wrong role (or clinic), 404 not shared / not theirs, 422 invalid input. */
const ERRORS = {
  401: ErrorResponseRef,
  403: ErrorResponseRef,
  404: ErrorResponseRef,
  422: ErrorResponseRef,
};

interface RouteParts {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: Record<number, TSchema>;
  consumes?: string[];
}

function route<const S extends RouteParts>(tag: string, summary: string, parts: S) {
  return {
    tags: [tag],
    summary,
    security: BEARER,
    ...parts,
    response: { ...parts.response, ...ERRORS } as S['response'] & typeof ERRORS,
  };
}

/** A keeper's sharing route (tag `sharing`). */
export const sharingRoute = <const S extends RouteParts>(summary: string, parts: S) =>
  route('sharing', summary, parts);

/** A vet route (tag `vets`): X-Medical-Entity-ID names the clinic the vet acts for. */
export const vetRoute = <const S extends RouteParts>(summary: string, parts: S) =>
  route('vets', `${summary} (X-Medical-Entity-ID: the vet's clinic)`, parts);

export const ShareParams = Type.Object(
  { id: RowIdText, clinicId: RowIdText },
  { additionalProperties: false },
);

export const ThreadParams = Type.Object(
  { id: RowIdText, threadId: RowIdText },
  { additionalProperties: false },
);
