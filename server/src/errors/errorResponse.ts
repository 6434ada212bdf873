// The one shape of every error answer (spec.md §3 "Error response"), shared by all routes and
// published in the OpenAPI document as the `ErrorResponse` component.
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

/** Reference to the shared component, for route response schemas. */
export const ErrorResponseRef = Type.Unsafe<ErrorResponse>(Type.Ref('ErrorResponse'));

/** Error answers every content route may give; spread into a route's `response` schema. */
export const CONTENT_ERROR_RESPONSES = {
  404: ErrorResponseRef,
  422: ErrorResponseRef,
  500: ErrorResponseRef,
};
