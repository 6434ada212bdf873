import type { ReactNode } from 'react';
import { TitledCard } from '../../ui/TitledCard';

/** One titled section of the diet page (inputs, result, species guidance). */
export function DietCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard size="md" title={title}>
      {children}
    </TitledCard>
  );
}
