import { chakra, Flex } from '@chakra-ui/react';
import { ArticleBody } from './ArticleBody';
import { CategoryLabel } from './CategoryLabel';
import { CoverImage } from './CoverImage';

export interface FaqArticleContent {
  category: string;
  question: string;
  cover_image: string | null;
  /** Sanitised HTML. */
  answer_html: string;
}

/**
 * One FAQ answer as the public site shows it (FaqArticleTemplate), and as the admin console
 * previews it: category, question, cover, answer.
 */
export function FaqArticleView({ article }: { article: FaqArticleContent }) {
  return (
    <>
      <Flex direction="column" gap="3" as="header" mb="6">
        <CategoryLabel>{article.category}</CategoryLabel>
        <chakra.h1 fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="short">
          {article.question}
        </chakra.h1>
      </Flex>
      {article.cover_image && (
        <CoverImage src={article.cover_image} main borderRadius="xl" mb={{ base: '8', md: '10' }} />
      )}
      <ArticleBody html={article.answer_html} />
    </>
  );
}
