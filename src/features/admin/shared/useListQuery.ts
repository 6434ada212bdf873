import { useLocation } from '@reach/router';
import { localeFromPath } from '@contract/localeFromPath';
import { useAppNavigation } from '../../../app/core/AppEnvironment';

/**
 * A list screen's filters live in its URL (shareable, kept by the back button): the current
 * values, and `apply` to open the same screen with other values (page back to 1 unless given);
 * `goToPage` for the pager.
 */
export function useListQuery<K extends string>(names: readonly K[]) {
  const location = useLocation();
  const nav = useAppNavigation();
  const params = new URLSearchParams(location.search);
  const values = {} as Record<K | 'page', string>;
  for (const name of [...names, 'page' as const]) values[name] = params.get(name) ?? '';
  const page = Math.max(1, Number.parseInt(values.page, 10) || 1);
  const apply = (next: Partial<Record<K | 'page', string>>) => {
    const merged: Record<string, string> = { ...values, page: '', ...next };
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(merged)) {
      if (value && !(name === 'page' && value === '1')) search.set(name, value);
    }
    const query = search.toString();
    const path = localeFromPath(location.pathname).path;
    void nav.go(`${path}${query ? `?${query}` : ''}`);
  };
  const goToPage = (next: number) =>
    apply({ page: String(next) } as Partial<Record<K | 'page', string>>);
  return { values, page, apply, goToPage };
}

export type ListQuery<K extends string> = ReturnType<typeof useListQuery<K>>;
