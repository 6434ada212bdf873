import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../http/ApiError';
import { errorToast } from '../../http/errorToast';
import { useStores } from '../../stores/StoreProvider';
import { commerceMessage } from './commerceMessages';

/**
 * The danger toast of a failed cart or plan change (spec.md section 8), with the API's message
 * in the UI language when it is one the keeper can meet (commerceMessages.ts).
 */
export function useCommerceErrors(): (error: unknown) => void {
  const { t } = useTranslation('app');
  const { toasts } = useStores();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 422) {
        toasts.show({
          type: 'danger',
          message: commerceMessage(error.message, t),
          errorId: error.errorId,
        });
        return;
      }
      toasts.show(errorToast(error instanceof Error ? error : new Error(String(error))));
    },
    [t, toasts],
  );
}
