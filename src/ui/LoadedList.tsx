import { chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An ordered list of loaded records with the states before it has any: loading (or why not, once
 * the load failed) as a status, and a quiet line when there are none.
 */
export function LoadedList<Item>({
  items,
  failed,
  failedText,
  emptyText,
  gap,
  children,
}: {
  /** null while not loaded. */
  items: readonly Item[] | null;
  failed: boolean;
  failedText: string;
  emptyText: string;
  gap: string;
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation('app');
  if (!items) {
    return (
      <Text role="status" color="fg.muted">
        {failed ? failedText : t('common.loading')}
      </Text>
    );
  }
  if (items.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <chakra.ol listStyleType="none" display="grid" gap={gap}>
      {items.map(children)}
    </chakra.ol>
  );
}
