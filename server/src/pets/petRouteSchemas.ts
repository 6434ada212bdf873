// What every pets route schema shares: the bearer security, the error answers a keeper's route
// gives, path parameters of row ids (a malformed one answers 404 like a missing one), and the
// guard routes receive (a plugin option, so the pets plugin decides who may call them).
import { Type, type TSchema } from '@sinclair/typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { ErrorResponseRef } from '../errors/errorResponse';
import type { DeclaredUpload } from '../pet-files/receiveUploadRequest';
import { RowIdText } from './petAccess';

export const BEARER = [{ bearerAuth: [] }];

/** 401 no token, 403 not a pet keeper, 404 not theirs, 422 invalid input, 503 storage down. */
export const KEEPER_ERRORS = {
  401: ErrorResponseRef,
  403: ErrorResponseRef,
  404: ErrorResponseRef,
  422: ErrorResponseRef,
};

export const NO_CONTENT = Type.Null({ description: 'No Content.' });

export const PetParams = Type.Object({ id: RowIdText }, { additionalProperties: false });

/** Path parameters of row ids: `{id, [name]: …}`. */
export function RowParams<const K extends string>(...names: K[]) {
  return Type.Object(
    Object.fromEntries(names.map((name) => [name, RowIdText])) as Record<K, typeof RowIdText>,
    { additionalProperties: false },
  );
}

export const FileIdText = Type.String({ format: 'uuid', maxLength: 36 });

export interface RouteParts {
  params?: TSchema;
  body?: TSchema;
  response: Record<number, TSchema>;
  consumes?: string[];
  upload?: DeclaredUpload;
}

/** A keeper route's schema: tags, summary, bearer, the keeper errors and its own parts. */
export function keeperRoute<const S extends RouteParts>(summary: string, parts: S) {
  return {
    tags: ['pets'],
    summary,
    security: BEARER,
    ...parts,
    response: { ...parts.response, ...KEEPER_ERRORS } as S['response'] & typeof KEEPER_ERRORS,
  };
}

export interface KeeperRouteOptions {
  /** Lets signed-in pet keepers through (401/403 otherwise) and leaves them on request.auth. */
  keeper: preHandlerAsyncHookHandler;
}
