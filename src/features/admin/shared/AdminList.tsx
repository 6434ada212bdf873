import { chakra } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import type { PaginationMeta } from '@contract/schemas/common';
import type { KeyedResource, LoadState } from '../../../stores/KeyedResource';
import { ListState } from './ListState';
import { Pager } from './Pager';

/** A page of a paginated list as the API answers it. */
interface ListPage {
  data: readonly unknown[];
  meta: PaginationMeta;
}

/**
 * The page of a list screen for what the URL asks (`key`: its filters and page), loaded when the
 * key changes; `force` asks the API again even for a key already held (a log that grows).
 */
export function useListPage<P extends ListPage>(
  resource: KeyedResource<P>,
  key: string,
  force = false,
): P | null {
  useEffect(() => {
    void resource.load(key, { force });
  }, [resource, key, force]);
  return resource.valueFor(key);
}

/**
 * The body of an admin list screen below its filters: loading, failed or nothing matching while
 * there are no rows, else the rows (`children`), then the pager. The screen, an observer, renders
 * the rows and passes the resource's `state`: what it reads there is what re-renders it.
 */
export function AdminList({
  state,
  page,
  empty,
  onPage,
  children,
}: {
  state: LoadState;
  page: ListPage | null;
  empty: string;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <>
      <ListState state={state} count={page ? page.data.length : null} empty={empty} />
      {page && page.data.length > 0 && children}
      {page && <Pager meta={page.meta} onPage={onPage} />}
    </>
  );
}

/** The rows of a list as cards (AdminRow), one a line, named by the list's title. */
export function AdminRows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <chakra.ul listStyleType="none" display="grid" gap="2" aria-label={label}>
      {children}
    </chakra.ul>
  );
}

export function AdminRow({ children }: { children: ReactNode }) {
  return (
    <chakra.li
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      bg="bg.surface"
      px="4"
      py="3"
    >
      {children}
    </chakra.li>
  );
}
