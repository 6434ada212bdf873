import { chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PaginationMeta } from '@contract/schemas/common';
import { SecondaryButton } from '../../../ui/forms/Button';

/** Previous and next page of a list, with where we are ("Page 2 of 5 · 48 in all"). */
export function Pager({ meta, onPage }: { meta: PaginationMeta; onPage: (page: number) => void }) {
  const { t } = useTranslation('app');
  if (meta.total === 0) return null;
  return (
    <chakra.nav aria-label={t('admin.pager.label')} mt="5">
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {t('admin.pager.status', {
            page: meta.current_page,
            pages: meta.last_page,
            count: meta.total,
          })}
        </Text>
        <Flex gap="2">
          <SecondaryButton
            type="button"
            disabled={meta.current_page <= 1}
            onClick={() => onPage(meta.current_page - 1)}
          >
            {t('admin.pager.previous')}
          </SecondaryButton>
          <SecondaryButton
            type="button"
            disabled={meta.current_page >= meta.last_page}
            onClick={() => onPage(meta.current_page + 1)}
          >
            {t('admin.pager.next')}
          </SecondaryButton>
        </Flex>
      </Flex>
    </chakra.nav>
  );
}
