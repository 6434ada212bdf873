import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon';

/** A message about the whole form (not one field), announced when it appears. */
export function FormAlert({
  children,
  tone = 'danger',
}: {
  children: ReactNode;
  tone?: 'danger' | 'success' | 'info';
}) {
  return (
    <Box
      role={tone === 'danger' ? 'alert' : 'status'}
      bg={`${tone}.subtle`}
      borderWidth="1px"
      borderColor={`${tone}.fg`}
      borderRadius="md"
      px="4"
      py="3"
    >
      <Flex gap="2.5" align="flex-start">
        <Box color={`${tone}.fg`} pt="0.5" flexShrink={0}>
          <Icon
            name={tone === 'success' ? 'check-circle' : tone === 'info' ? 'info' : 'alert-circle'}
          />
        </Box>
        <Box flex="1">{children}</Box>
      </Flex>
    </Box>
  );
}
