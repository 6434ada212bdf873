import { Box, chakra, Flex } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryButton } from '../../../ui/forms/Button';
import { inputStyles } from '../../../ui/forms/fieldStyles';
import type { ListQuery } from './useListQuery';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSpec {
  name: string;
  label: string;
  /** A select with these options ("all" first); a search box when absent. */
  options?: readonly FilterOption[];
  /** type="date" for day filters. */
  type?: 'search' | 'date';
}

/**
 * The filters of a list: labelled search boxes and selects in a form (Enter or the button
 * applies them; selects apply at once). Values come from and go to the URL: `query` is the
 * screen's useListQuery.
 */
export function FilterBar({
  filters,
  query: { values, apply },
}: {
  filters: readonly FilterSpec[];
  query: Pick<ListQuery<string>, 'values' | 'apply'>;
}) {
  const { t } = useTranslation('app');
  const id = useId();
  const [draft, setDraft] = useState<Record<string, string>>(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  return (
    <chakra.form role="search" aria-label={t('admin.filters.label')} onSubmit={submit} mb="5">
      <Flex gap="3" wrap="wrap" align="flex-end">
        {filters.map((filter) => {
          const fieldId = `${id}-${filter.name}`;
          const value = draft[filter.name] ?? '';
          return (
            <Box
              key={filter.name}
              flex={filter.options ? '0 1 12rem' : '1 1 14rem'}
              minW={filter.options ? '9rem' : '12rem'}
            >
              <chakra.label htmlFor={fieldId} display="block" fontWeight="semibold" mb="1">
                {filter.label}
              </chakra.label>
              {filter.options ? (
                <chakra.select
                  id={fieldId}
                  value={value}
                  onChange={(event) => {
                    const next = { ...draft, [filter.name]: event.target.value };
                    setDraft(next);
                    apply(next);
                  }}
                  {...inputStyles}
                  cursor="pointer"
                >
                  <option value="">{t('admin.filters.all')}</option>
                  {filter.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </chakra.select>
              ) : (
                <chakra.input
                  id={fieldId}
                  type={filter.type ?? 'search'}
                  value={value}
                  onChange={(event) => setDraft({ ...draft, [filter.name]: event.target.value })}
                  {...inputStyles}
                />
              )}
            </Box>
          );
        })}
        <SecondaryButton type="submit">{t('admin.filters.apply')}</SecondaryButton>
      </Flex>
    </chakra.form>
  );
}
