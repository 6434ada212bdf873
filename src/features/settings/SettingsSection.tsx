import { Box, chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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
      <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
        {title}
      </chakra.h1>
      <Text color="fg.muted" mt="2">
        {intro}
      </Text>
    </Box>
  );
}

/** A small status pill (verified / not verified). */
export function StatusBadge({
  tone,
  children,
}: {
  tone: 'success' | 'warning';
  children: ReactNode;
}) {
  return (
    <chakra.span
      display="inline-flex"
      alignItems="center"
      px="2.5"
      py="0.5"
      borderRadius="full"
      fontSize="sm"
      fontWeight="semibold"
      bg={`${tone}.subtle`}
      color={`${tone}.fg`}
      borderWidth="1px"
      borderColor={`${tone}.fg`}
    >
      {children}
    </chakra.span>
  );
}
