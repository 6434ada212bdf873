import { Grid, type GridProps } from '@chakra-ui/react';

/** Columns from a breakpoint on (one column below the first one given). */
export type CardColumns = Partial<Record<'sm' | 'md' | 'lg', number>>;

/**
 * A list of cards in a responsive grid: one column on phones, more from the breakpoints given.
 * It is a list (`ul`), so its children are `li`s and screen readers announce the count.
 */
export function CardGrid({
  columns,
  children,
  ...rest
}: { columns: CardColumns } & Omit<GridProps, 'templateColumns' | 'as'>) {
  const templateColumns: Record<string, string> = { base: '1fr' };
  for (const [breakpoint, count] of Object.entries(columns)) {
    templateColumns[breakpoint] = `repeat(${count}, minmax(0, 1fr))`;
  }
  return (
    <Grid as="ul" listStyleType="none" gap="5" templateColumns={templateColumns} {...rest}>
      {children}
    </Grid>
  );
}
