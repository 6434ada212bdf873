import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ArticleBody } from './ArticleBody';

export interface ContentPageContent {
  key: string;
  title: string;
  /** Sanitised HTML. */
  body_html: string;
}

/**
 * A free-standing page (a legal page, ambassadors) as the public site shows it
 * (ContentPageTemplate) and as the admin console previews it: the ambassadors page opens with a
 * coloured band, the others with their title; `children` come after the body.
 */
export function ContentPageView({
  page,
  children,
}: {
  page: ContentPageContent;
  children?: ReactNode;
}) {
  const ambassadors = page.key === 'ambassadors';
  return (
    <>
      {ambassadors && (
        <Box bg="bg.accent" borderBottomRadius="2xl">
          <Box
            maxW="48rem"
            mx="auto"
            px={{ base: '4', md: '6' }}
            pt={{ base: '8', md: '12' }}
            pb={{ base: '10', md: '14' }}
          >
            <chakra.h1 fontSize={{ base: '3xl', md: '5xl' }} fontWeight="bold" lineHeight="short">
              {page.title}
            </chakra.h1>
          </Box>
        </Box>
      )}
      <Box
        as="article"
        maxW="48rem"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '8', md: '12' }}
      >
        {!ambassadors && (
          <chakra.h1
            fontSize={{ base: '3xl', md: '4xl' }}
            fontWeight="bold"
            lineHeight="short"
            mb="6"
          >
            {page.title}
          </chakra.h1>
        )}
        <ArticleBody html={page.body_html} />
        {children}
      </Box>
    </>
  );
}
