import { chakra, Grid } from '@chakra-ui/react';
import type { PageNewsSummary } from './contentTypes';
import { NewsCard, type NewsCardProps } from './NewsCard';

/** Cards in a list (screen readers announce the count): 1, 2 or 3 columns by width. */
export function NewsCardGrid({
  posts,
  headingLevel,
}: {
  posts: readonly PageNewsSummary[];
  headingLevel?: NewsCardProps['headingLevel'];
}) {
  return (
    <Grid
      as="ul"
      listStyleType="none"
      gap={{ base: '5', lg: '6' }}
      templateColumns={{
        base: '1fr',
        sm: 'repeat(2, minmax(0, 1fr))',
        lg: 'repeat(3, minmax(0, 1fr))',
      }}
    >
      {posts.map((post) => (
        <chakra.li key={post.id}>
          <NewsCard post={post} headingLevel={headingLevel} />
        </chakra.li>
      ))}
    </Grid>
  );
}
