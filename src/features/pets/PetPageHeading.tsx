import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The heading of a pet screen: its title, a line about it, and room for its main action. */
export function PetPageHeading({
  title,
  intro,
  action,
}: {
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Flex
      mb="6"
      gap="4"
      align={{ base: 'stretch', sm: 'flex-end' }}
      wrap="wrap"
      justify="space-between"
    >
      <Box minW="0" flex="1 1 20rem">
        <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="short">
          {title}
        </chakra.h1>
        {intro && (
          <Text color="fg.muted" mt="2">
            {intro}
          </Text>
        )}
      </Box>
      {action}
    </Flex>
  );
}
