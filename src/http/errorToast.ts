import type { ToastInput } from '../ui/toasts/ToastStore';
import { ApiError, UNEXPECTED_ERROR } from './ApiError';
import { INVALID_JSON_MESSAGE } from './eventStream';
import { UPLOAD_CANCELLED, UPLOAD_NETWORK_ERROR, UploadCancelledError } from './uploadRequest';

const UNREADABLE_STREAM = /^Failed to read error stream \(Status: (\d+)\)\.$/;

/**
 * The toast for a failed request (spec.md section 8): a danger toast with the server's message
 * and error_id. Our own catalogue messages are shown translated. A cancelled upload is one of
 * the catalogue's errors too ('Upload cancelled', beside the upload's network error): a danger
 * toast like every other failed request.
 */
export function errorToast(error: Error): ToastInput {
  const errorId = error instanceof ApiError ? error.errorId : null;
  if (error instanceof UploadCancelledError || error.message === UPLOAD_CANCELLED) {
    return { type: 'danger', messageKey: 'api.uploadCancelled', errorId };
  }
  const stream = UNREADABLE_STREAM.exec(error.message);
  if (stream) {
    return {
      type: 'danger',
      messageKey: 'api.unreadableStream',
      messageValues: { status: Number(stream[1]) },
      errorId,
    };
  }
  const known = {
    [UNEXPECTED_ERROR]: 'error.defaultMessage',
    [UPLOAD_NETWORK_ERROR]: 'api.uploadNetworkError',
    [INVALID_JSON_MESSAGE]: 'api.invalidJson',
  } as const;
  const key = (known as Record<string, (typeof known)[keyof typeof known]>)[error.message];
  if (key) return { type: 'danger', messageKey: key, errorId };
  return { type: 'danger', message: error.message || UNEXPECTED_ERROR, errorId };
}
