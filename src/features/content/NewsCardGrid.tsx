import { chakra } from '@chakra-ui/react';
import type { PageNewsSummary } from './contentTypes';
import { NewsCard, type NewsCardProps } from './NewsCard';
import { CardGrid } from '../../ui/CardGrid';

/** Cards in a list (screen readers announce the count): 1, 2 or 3 columns by width. */
export function NewsCardGrid({
  posts,
  headingLevel,
}: {
  posts: readonly PageNewsSummary[];
  headingLevel?: NewsCardProps['headingLevel'];
}) {
  return (
    <CardGrid columns={{ sm: 2, lg: 3 }} gap={{ base: '5', lg: '6' }}>
      {posts.map((post) => (
        <chakra.li key={post.id}>
          <NewsCard post={post} headingLevel={headingLevel} />
        </chakra.li>
      ))}
    </CardGrid>
  );
}
