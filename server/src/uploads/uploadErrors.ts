// The two ways an upload ends without a stored file: refused (422, the spec's error shape with
// `errors.file`), or interrupted by the client (nothing to answer to; 400 if anyone listens).
import { HttpError, ValidationError } from '../errors/HttpError';
import {
  uploadRejectionMessage,
  type UploadLanguage,
  type UploadRejection,
} from './uploadMessages';
import type { UploadPolicy } from './uploadPolicies';

export class UploadRejectedError extends ValidationError {
  override name = 'UploadRejectedError';

  constructor(
    readonly reason: UploadRejection,
    policy: UploadPolicy,
    language: UploadLanguage = 'en',
    field = 'file',
  ) {
    super({ [field]: [uploadRejectionMessage(reason, policy, language)] });
  }
}

export class UploadInterruptedError extends HttpError {
  override name = 'UploadInterruptedError';

  constructor(options?: { cause?: unknown }) {
    super(400, 'The upload was interrupted before the whole file arrived.');
    if (options && 'cause' in options) this.cause = options.cause;
  }
}
