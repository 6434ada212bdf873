// The one shape of every error answer (spec.md §3 "Error response"), published in the OpenAPI
// document as the `ErrorResponse` component.
import { Type, type Static } from '@sinclair/typebox';

export const ErrorResponse = Type.Object(
  {
    message: Type.String({ description: 'Human-readable summary, safe to show to users.' }),
    errors: Type.Record(Type.String(), Type.Array(Type.String()), {
      description: 'Messages per input field (422); an empty object otherwise.',
    }),
    error_id: Type.String({
      description: 'The request id (also in the X-Request-Id header) to quote to support.',
    }),
  },
  { $id: 'ErrorResponse', title: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;
