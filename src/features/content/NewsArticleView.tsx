import { chakra, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ArticleBody } from './ArticleBody';
import { CategoryLabel } from './CategoryLabel';
import { CoverImage } from './CoverImage';
import { NewsMeta } from './NewsMeta';
import { hasEmbeddedVideo } from './watchHere';
import { WatchHereButton } from './WatchHereButton';

const ARTICLE_BODY_ID = 'article-body';

export interface NewsArticleContent {
  category: string;
  title: string;
  excerpt: string;
  /** A draft's preview passes the moment it would be published (now). */
  published_at: string;
  reading_minutes: number;
  cover_image: string | null;
  /** Sanitised HTML. */
  body_html: string;
}

/**
 * A news article as the public site shows it: category, title, excerpt, date and reading time,
 * cover, body. The article page (NewsArticleTemplate) and the admin console's preview both render
 * this, so a preview is what readers will see.
 */
export function NewsArticleView({
  post,
  articleSlug,
  children,
}: {
  post: NewsArticleContent;
  /** The published article's slug: its "Watch here" button reports it (none in a preview). */
  articleSlug?: string;
  /** After the body (the sign-up banner on the site). */
  children?: ReactNode;
}) {
  return (
    <>
      <Flex direction="column" gap="3" as="header" mb="8">
        <CategoryLabel>{post.category}</CategoryLabel>
        <chakra.h1
          fontSize={{ base: '3xl', md: '4xl', lg: '5xl' }}
          lineHeight="short"
          fontWeight="bold"
        >
          {post.title}
        </chakra.h1>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="prose">
          {post.excerpt}
        </Text>
        <NewsMeta publishedAt={post.published_at} readingMinutes={post.reading_minutes} />
      </Flex>
      {post.cover_image && (
        <CoverImage src={post.cover_image} main borderRadius="xl" mb={{ base: '8', md: '10' }} />
      )}
      {articleSlug !== undefined && hasEmbeddedVideo(post.body_html) && (
        <WatchHereButton articleSlug={articleSlug} bodyId={ARTICLE_BODY_ID} />
      )}
      <ArticleBody html={post.body_html} id={ARTICLE_BODY_ID} />
      {children}
    </>
  );
}
