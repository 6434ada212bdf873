import type { ToastInput } from '../ui/toasts/ToastStore';
import { ApiError, UNEXPECTED_ERROR } from './ApiError';
import { INVALID_JSON_MESSAGE } from './eventStream';
import { UPLOAD_CANCELLED, UPLOAD_NETWORK_ERROR, UploadCancelledError } from './uploadRequest';

const UNREADABLE_STREAM = /^Failed to read error stream \(Status: (\d+)\)\.$/;

/**
 * The toast for a failed request (spec.md section 8): a danger toast with the server's message
 * and error_id. Our own catalogue messages are shown translated; a cancelled upload is news, not
 * an error, so it gets an information toast.
 */
export function errorToast(error: Error): ToastInput {
  if (error instanceof UploadCancelledError || error.message === UPLOAD_CANCELLED) {
    return { type: 'info', messageKey: 'api.uploadCancelled' };
  }
  const errorId = error instanceof ApiError ? error.errorId : null;
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
