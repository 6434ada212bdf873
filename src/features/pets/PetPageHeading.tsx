import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageTitle } from '../../ui/PageTitle';

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
        <PageTitle title={title} intro={intro} />
      </Box>
      {action}
    </Flex>
  );
}
