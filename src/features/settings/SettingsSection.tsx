import { Box, chakra, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

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
  const headingId = useId();
  return (
    <chakra.section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      boxShadow="card"
      px={{ base: '5', md: '7' }}
      py={{ base: '5', md: '6' }}
      scrollMarginTop="6"
    >
      {title && (
        <Box display="flex" alignItems="center" gap="3" flexWrap="wrap">
          <chakra.h2 id={headingId} fontSize="xl" fontWeight="bold">
            {title}
          </chakra.h2>
          {badge}
        </Box>
      )}
      {intro && (
        <Text color="fg.muted" mt="1">
          {intro}
        </Text>
      )}
      <Box mt={title || intro ? '5' : '0'}>{children}</Box>
    </chakra.section>
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
