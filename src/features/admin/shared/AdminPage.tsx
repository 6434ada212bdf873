import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackLink } from '../../../ui/BackLink';
import { PageTitle } from '../../../ui/PageTitle';

/** A page of the admin console: its heading, a line about it, its main actions, a way back. */
export function AdminPage({
  title,
  intro,
  actions,
  back,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Box maxW="64rem" w="full" minW="0">
      {back && (
        <BackLink to={back.to} mb="3">
          {back.label}
        </BackLink>
      )}
      <Flex mb="6" gap="4" align={{ base: 'stretch', sm: 'flex-end' }} wrap="wrap">
        <Box minW="0" flex="1 1 18rem">
          <PageTitle title={title} intro={intro} overflowWrap="anywhere" />
        </Box>
        {actions && (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Box>
  );
}
