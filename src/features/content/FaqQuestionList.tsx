import { chakra, Flex, Text } from '@chakra-ui/react';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import type { PageFaqSummary } from './contentTypes';
import { faqArticlePath } from './newsPaths';

/** Questions as a list of links with their short answers. */
export function FaqQuestionList({
  articles,
  headingLevel = 'h3',
}: {
  articles: readonly PageFaqSummary[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Flex as="ul" listStyleType="none" direction="column" gap="3">
      {articles.map((article) => (
        <chakra.li
          key={article.slug}
          position="relative"
          p={{ base: '4', md: '5' }}
          bg="bg.surface"
          borderWidth="1px"
          borderColor="border"
          borderRadius="xl"
          _hover={{ borderColor: 'brand.solid' }}
          _focusWithin={{ outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' }}
        >
          <Flex justify="space-between" gap="4" align="flex-start">
            <div>
              <chakra.div as={headingLevel} fontSize="lg" fontWeight="bold" lineHeight="short">
                <AppLink
                  to={faqArticlePath(article.locale, article.slug)}
                  color="fg"
                  _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
                  _focusVisible={{ outline: 'none' }}
                  _after={{ content: '""', position: 'absolute', inset: '0' }}
                >
                  {article.question}
                </AppLink>
              </chakra.div>
              <Text color="fg.muted" mt="1.5">
                {article.excerpt}
              </Text>
            </div>
            <chakra.span color="brand.fg" mt="1" display="inline-flex" flexShrink="0">
              <Icon name="chevron-right" size={20} />
            </chakra.span>
          </Flex>
        </chakra.li>
      ))}
    </Flex>
  );
}

/** Categories in the order their first question appears, each with its questions. */
export function groupByCategory(articles: readonly PageFaqSummary[]): [string, PageFaqSummary[]][] {
  const groups = new Map<string, PageFaqSummary[]>();
  for (const article of articles) {
    groups.set(article.category, [...(groups.get(article.category) ?? []), article]);
  }
  return [...groups.entries()];
}
