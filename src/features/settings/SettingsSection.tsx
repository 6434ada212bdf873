import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageTitle } from '../../ui/PageTitle';
import { TitledCard } from '../../ui/TitledCard';

/** A card on a settings page: a titled region with its own form. */
export function SettingsSection({
  title,
  intro,
  id,
  children,
  badge,
}: {
  title?: string;
  intro?: string;
  id?: string;
  children: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <TitledCard id={id} title={title} intro={intro} badge={badge}>
      {children}
    </TitledCard>
  );
}

/** The page heading of a settings screen. */
export function SettingsHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <Box mb="6">
      <PageTitle title={title} intro={intro} />
    </Box>
  );
}
