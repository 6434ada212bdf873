import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TitledCard } from '../../ui/TitledCard';

/** One titled card of the profile form (about, health, care). */
export function ProfileSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <TitledCard title={title} intro={intro}>
      <Stack gap="5">{children}</Stack>
    </TitledCard>
  );
}
