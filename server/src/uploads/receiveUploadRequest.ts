// Reads a multipart upload request of the pets API: ONE file in the `file` part (streamed through
// acceptUpload under the route's policy) and the text fields around it, validated against the
// route's field schema once the whole request has arrived. Whatever goes wrong after the file was
// stored — invalid fields, a second file, a client gone half way — deletes it again, so a refused
// or cancelled upload leaves nothing stored.
import { Type, type Static, type TObject } from '@sinclair/typebox';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { requestLanguage } from '../http/requestLanguage';
import { ValidationError } from '../errors/HttpError';
import { fieldErrorsFromValidation } from '../errors/validationMessages';
import { compileRequestValidator, markFormBody } from '../http/requestValidator';
import { acceptUpload, type UploadDescriptor } from './acceptUpload';
import { UploadRejectedError } from './uploadErrors';
import { multipartLimits, uploadPolicy, type UploadPolicyName } from './uploadPolicies';
import type { FileStorage } from '../storage/FileStorage';
import { discardUpload } from './discardUpload';

/**
 * What an upload route declares in its schema (`...uploadBody(policy, fields)`): the OpenAPI
 * document describes the multipart body from it, and receiveUploadRequest refuses to read a file
 * under any other policy or fields, so the document cannot drift from what the route accepts.
 */
export interface DeclaredUpload {
  policy: UploadPolicyName;
  fields: TObject;
}

declare module 'fastify' {
  interface FastifySchema {
    /** The multipart upload the route reads (uploads/receiveUploadRequest.ts). */
    upload?: DeclaredUpload;
  }
}

/** The schema parts of an upload route: a multipart body of one `file` and these text fields. */
export function uploadBody(
  policy: UploadPolicyName,
  fields: TObject,
): { consumes: string[]; upload: DeclaredUpload } {
  return { consumes: ['multipart/form-data'], upload: { policy, fields } };
}

function assertDeclared(request: FastifyRequest, policy: UploadPolicyName, fields: TObject): void {
  const declared = request.routeOptions.schema?.upload;
  if (declared?.policy === policy && declared.fields === fields) return;
  throw new Error(
    `${request.method} ${request.routeOptions.url ?? ''} reads an upload its schema does not ` +
      `declare: add ...uploadBody('${policy}', <the same fields>) to the route schema`,
  );
}

export interface UploadRequestOptions<S extends TObject> {
  policy: UploadPolicyName;
  storage: FileStorage;
  /** The text fields allowed beside the file. */
  fields: S;
  tempDir?: string;
}

export interface ReceivedUpload<F> {
  upload: UploadDescriptor;
  fields: F;
}

/** Laravel's method override: a client that can only POST forms sends `_method=PUT`. */
const METHOD_FIELD = '_method';
const FILE_FIELD = 'file';

const ONE_FILE = {
  en: 'Please upload one file at a time.',
  jp: 'ファイルは1つずつアップロードしてください。',
};
const TOO_MANY_FIELDS = {
  en: 'The form has too many fields.',
  jp: 'フォームの項目が多すぎます。',
};

/** An upload with no text fields (a profile photo). */
export const NO_FIELDS = Type.Object({}, { additionalProperties: false });

const validators = new WeakMap<TObject, ReturnType<typeof compileRequestValidator>>();

function validatorFor(schema: TObject) {
  let validate = validators.get(schema);
  if (!validate) {
    validate = compileRequestValidator({ schema, method: 'POST', url: '', httpPart: 'body' });
    validators.set(schema, validate);
  }
  return validate;
}

function multipartLimitError(error: unknown, language: 'en' | 'jp'): ValidationError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return new ValidationError({ file: [ONE_FILE[language]] });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new ValidationError({ file: [TOO_MANY_FIELDS[language]] });
  }
  return null;
}

export async function receiveUploadRequest<S extends TObject>(
  request: FastifyRequest,
  options: UploadRequestOptions<S>,
): Promise<ReceivedUpload<Static<S>>> {
  assertDeclared(request, options.policy, options.fields);
  const language = requestLanguage(request);
  const policy = uploadPolicy(options.policy);
  if (!request.isMultipart()) throw new UploadRejectedError('missing_file', policy, language);

  let upload: UploadDescriptor | undefined;
  const fields: Record<string, string | string[]> = {};
  try {
    for await (const part of request.parts({ limits: multipartLimits(options.policy) })) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD || upload !== undefined) {
          throw new ValidationError({ file: [ONE_FILE[language]] });
        }
        upload = await acceptUpload(part, {
          policy: options.policy,
          storage: options.storage,
          language,
          tempDir: options.tempDir,
        });
      } else if (part.fieldname !== METHOD_FIELD) {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        const previous = fields[part.fieldname];
        fields[part.fieldname] = previous === undefined ? value : [previous, value].flat();
      }
    }
    if (upload === undefined) throw new UploadRejectedError('missing_file', policy, language);
    const result = validatorFor(options.fields)(markFormBody(fields)) as {
      value?: Static<S>;
      error?: FastifySchemaValidationError[];
    };
    if (result.error) throw new ValidationError(fieldErrorsFromValidation(result.error, 'body'));
    return { upload, fields: result.value as Static<S> };
  } catch (error) {
    if (upload !== undefined) await discardUpload(options.storage, upload);
    throw multipartLimitError(error, language) ?? error;
  }
}
