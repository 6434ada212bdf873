import { chakra, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

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
  const headingId = useId();
  return (
    <chakra.section
      aria-labelledby={headingId}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      boxShadow="card"
      px={{ base: '5', md: '7' }}
      py={{ base: '5', md: '6' }}
      minW="0"
    >
      <chakra.h2 id={headingId} fontSize="xl" fontWeight="bold">
        {title}
      </chakra.h2>
      {intro && (
        <Text color="fg.muted" mt="1">
          {intro}
        </Text>
      )}
      <Stack gap="5" mt="5">
        {children}
      </Stack>
    </chakra.section>
  );
}
