import type { GridItemProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TitledCard } from '../../ui/TitledCard';

/** A titled card of the dashboard grid (a region named by its heading). */
export function DashboardCard({
  title,
  action,
  children,
  gridRow,
  gridColumn,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  gridRow?: GridItemProps['gridRow'];
  gridColumn?: GridItemProps['gridColumn'];
}) {
  return (
    <TitledCard size="md" title={title} action={action} gridRow={gridRow} gridColumn={gridColumn}>
      {children}
    </TitledCard>
  );
}
