import { Flex, type FlexProps } from '@chakra-ui/react';

/** A row of a site header at the content's width: its items centred on one line, wrapping when narrow. */
export function HeaderBar(props: FlexProps) {
  return (
    <Flex
      maxW="content"
      mx="auto"
      px={{ base: '4', md: '6' }}
      align="center"
      wrap="wrap"
      {...props}
    />
  );
}
