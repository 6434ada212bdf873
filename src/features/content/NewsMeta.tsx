import { chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { Icon } from '../../ui/Icon';
import { formatMinutes, formatPublishedDate } from './newsFormat';

/** Publication date and reading time, under a card's or an article's title. */
export function NewsMeta({
  publishedAt,
  readingMinutes,
}: {
  publishedAt: string;
  readingMinutes: number;
}) {
  const { t } = useTranslation();
  const { bcp47, uiLang } = useLocale();
  return (
    <Flex gap="3" wrap="wrap" align="center" fontSize="sm" color="fg.muted">
      <time dateTime={publishedAt}>{formatPublishedDate(publishedAt, bcp47)}</time>
      <chakra.span aria-hidden="true">·</chakra.span>
      <Flex as="span" align="center" gap="1">
        <Icon name="clock" size={16} />
        {uiLang
          ? formatMinutes(readingMinutes, bcp47)
          : t('news.readingTime', { count: readingMinutes })}
      </Flex>
    </Flex>
  );
}
