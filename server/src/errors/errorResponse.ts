// The error shape (contract/schemas/errors.ts) as route response schemas: one shared component,
// referenced by every route.
import { Type } from '@sinclair/typebox';
import { ErrorResponse } from '@contract/schemas/errors';

export { ErrorResponse };

/** Reference to the shared component, for route response schemas. */
export const ErrorResponseRef = Type.Unsafe<ErrorResponse>(Type.Ref('ErrorResponse'));

/** Error answers every content route may give; spread into a route's `response` schema. */
export const CONTENT_ERROR_RESPONSES = {
  404: ErrorResponseRef,
  422: ErrorResponseRef,
  500: ErrorResponseRef,
};
