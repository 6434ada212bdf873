import { chakra, Text, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A screen's title, its h1, with the line about it underneath in the muted colour. Other props go
 * to the heading (`overflowWrap` for titles made of user text).
 */
export function PageTitle({
  title,
  intro,
  ...heading
}: Omit<HTMLChakraProps<'h1'>, 'title' | 'children'> & { title: string; intro?: ReactNode }) {
  return (
    <>
      <chakra.h1
        fontSize={{ base: '2xl', md: '3xl' }}
        fontWeight="bold"
        lineHeight="short"
        {...heading}
      >
        {title}
      </chakra.h1>
      {intro && (
        <Text color="fg.muted" mt="2">
          {intro}
        </Text>
      )}
    </>
  );
}
