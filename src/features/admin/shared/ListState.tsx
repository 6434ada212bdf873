import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LoadState } from '../../../stores/KeyedResource';

/**
 * What a list shows when it has no rows to show: loading, failed (the toast said why) or
 * nothing matching. Returns null when there are rows.
 */
export function ListState({
  state,
  count,
  empty,
}: {
  state: LoadState;
  count: number | null;
  empty: string;
}) {
  const { t } = useTranslation('app');
  if (count === null) {
    return (
      <Text role="status" color="fg.muted">
        {state === 'failed' ? t('admin.list.failed') : t('common.loading')}
      </Text>
    );
  }
  if (count === 0) {
    return (
      <Text role="status" color="fg.muted">
        {empty}
      </Text>
    );
  }
  return null;
}
