// GET /api/files/{id}/{variant}?expires=…&signature=…: a stored file through its signed URL
// (fileUrlSigner.ts). No bearer token: the signature is the permission, checked before anything
// else (403 in the error shape when it is wrong or has expired); the file is sent privately.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { FILE_VARIANTS } from '@contract/schemas/pets';
import { StringEnum } from '@contract/schemas/common';
import type { Database } from '../db/openDatabase';
import { ErrorResponseRef } from '../errors/errorResponse';
import { HttpError, NotFoundError } from '../errors/HttpError';
import { sendStoredFile } from '../storage/sendStoredFile';
import type { FileStorage } from '../storage/FileStorage';
import type { FileUrlSigner } from './fileUrlSigner';
import { findPetFile } from './petFileService';
import { SIGNATURE } from '../http/routeAccess';

export const FILE_NOT_FOUND = 'File not found.';
export const BAD_FILE_SIGNATURE = 'This file link has expired or is not valid.';

export interface FileRoutesOptions {
  db: Database;
  storage: FileStorage;
  signer: FileUrlSigner;
}

const FileParams = Type.Object(
  { id: Type.String({ format: 'uuid', maxLength: 36 }), variant: StringEnum(FILE_VARIANTS) },
  { additionalProperties: false },
);
const SignatureQuery = Type.Object(
  {
    expires: Type.Optional(Type.String({ maxLength: 1000 })),
    signature: Type.Optional(Type.String({ maxLength: 1000 })),
    // Not signed: it only asks for the file as a download (health reports' FileRefs carry it).
    download: Type.Optional(Type.Literal('1')),
  },
  { additionalProperties: false },
);

export const fileRoutes: FastifyPluginAsyncTypebox<FileRoutesOptions> = async (
  api,
  { db, storage, signer },
) => {
  api.get(
    '/files/:id/:variant',
    {
      config: { notFoundMessage: FILE_NOT_FOUND, access: SIGNATURE },
      schema: {
        tags: ['pets'],
        summary: 'A stored file, through the signed URL of a FileRef',
        produces: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
        params: FileParams,
        querystring: SignatureQuery,
        response: {
          200: Type.Unsafe({ description: 'The file (image or PDF).' }),
          403: ErrorResponseRef,
          404: ErrorResponseRef,
          422: ErrorResponseRef,
        },
      },
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      const remaining = signer.verify(
        id,
        variant,
        request.query.expires ?? '',
        request.query.signature ?? '',
      );
      if (remaining === null) throw new HttpError(403, BAD_FILE_SIGNATURE);
      const file = await findPetFile(db, id);
      const key =
        variant === 'original'
          ? file?.key
          : variant === 'display'
            ? file?.displayKey
            : file?.thumbnailKey;
      if (!file || !key) throw new NotFoundError(FILE_NOT_FOUND);
      return sendStoredFile(reply, storage, key, {
        disposition: request.query.download === '1' ? 'attachment' : 'inline',
        filename: file.originalName ?? undefined,
        maxAgeSeconds: Math.min(3600, remaining),
      });
    },
  );
};
