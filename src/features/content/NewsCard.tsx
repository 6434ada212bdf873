import { Box, Flex, Text } from '@chakra-ui/react';
import { AppLink } from '../../ui/AppLink';
import { CategoryLabel } from './CategoryLabel';
import type { PageNewsSummary } from './contentTypes';
import { CoverImage } from './CoverImage';
import { NewsMeta } from './NewsMeta';
import { newsArticlePath } from './newsPaths';

export interface NewsCardProps {
  post: PageNewsSummary;
  /** Heading level of the card title, to keep the page's heading order. */
  headingLevel?: 'h2' | 'h3';
}

/** A news teaser: the whole card is clickable through its title link (one link per card). */
export function NewsCard({ post, headingLevel = 'h2' }: NewsCardProps) {
  return (
    <Flex
      as="article"
      direction="column"
      position="relative"
      h="full"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      overflow="hidden"
      boxShadow="card"
      transition="transform 0.15s ease, box-shadow 0.15s ease"
      _hover={{ transform: 'translateY(-2px)' }}
      _focusWithin={{ outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' }}
    >
      {post.cover_image && <CoverImage src={post.cover_image} />}
      <Flex direction="column" gap="2" p="5" flex="1">
        <CategoryLabel fontSize="xs">{post.category}</CategoryLabel>
        <Box as={headingLevel} fontSize="xl" lineHeight="short" fontWeight="bold">
          <AppLink
            to={newsArticlePath(post.locale, post.slug)}
            color="fg"
            _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
            _focusVisible={{ outline: 'none' }}
            // Stretch the link over the card so the picture is clickable too.
            _after={{ content: '""', position: 'absolute', inset: '0' }}
          >
            {post.title}
          </AppLink>
        </Box>
        <Text color="fg.muted" flex="1">
          {post.excerpt}
        </Text>
        <NewsMeta publishedAt={post.published_at} readingMinutes={post.reading_minutes} />
      </Flex>
    </Flex>
  );
}
