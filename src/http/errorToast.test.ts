import { ApiError } from './ApiError';
import { errorToast } from './errorToast';
import { UploadCancelledError } from './uploadRequest';

describe('errorToast (spec.md section 8)', () => {
  it('shows the server message with its error id as a danger toast', () => {
    expect(
      errorToast(
        new ApiError(403, 'Forbidden', {
          message: 'This action is unauthorized.',
          error_id: 'e-1',
        }),
      ),
    ).toEqual({
      type: 'danger',
      message: 'This action is unauthorized.',
      errorId: 'e-1',
    });
  });

  it("shows '{status}: {statusText}' as it is", () => {
    expect(errorToast(new ApiError(503, 'Service Unavailable', null))).toMatchObject({
      type: 'danger',
      message: '503: Service Unavailable',
    });
  });

  it('translates our own catalogue messages', () => {
    expect(errorToast(new ApiError(0, '', null))).toMatchObject({
      type: 'danger',
      messageKey: 'error.defaultMessage',
    });
    expect(errorToast(new ApiError(0, '', null, 'Network error during upload'))).toMatchObject({
      messageKey: 'api.uploadNetworkError',
    });
    expect(errorToast(new Error('Invalid JSON from server'))).toMatchObject({
      messageKey: 'api.invalidJson',
    });
    expect(
      errorToast(new ApiError(500, '', null, 'Failed to read error stream (Status: 500).')),
    ).toMatchObject({ messageKey: 'api.unreadableStream', messageValues: { status: 500 } });
  });

  it("shows a cancelled upload as the catalogue's error: a danger toast", () => {
    expect(errorToast(new UploadCancelledError())).toEqual({
      type: 'danger',
      messageKey: 'api.uploadCancelled',
      errorId: null,
    });
    expect(errorToast(new Error('Upload cancelled'))).toMatchObject({
      type: 'danger',
      messageKey: 'api.uploadCancelled',
    });
  });
});
