import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ArticleBody } from './ArticleBody';
import { PageArticle, PageBand } from './PageBand';

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
      {ambassadors && <PageBand bg="bg.accent" title={page.title} />}
      <PageArticle>
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
      </PageArticle>
    </>
  );
}
