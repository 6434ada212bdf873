import { chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@contract/locales';
import { AppLink } from '../../ui/AppLink';
import { Icon } from '../../ui/Icon';
import { newsListPath } from './newsPaths';

const itemStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minW: '10',
  h: '10',
  px: '3',
  justifyContent: 'center',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border',
  fontWeight: 'medium',
} as const;

/** Links between news list pages; the current page is marked for assistive technology. */
export function Pagination({
  locale,
  page,
  pageCount,
  lang,
}: {
  locale: Locale;
  page: number;
  pageCount: number;
  lang?: string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <chakra.nav aria-label={t('news.pagination.label')} mt="10" lang={lang}>
      <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" justify="center">
        {page > 1 && (
          <li>
            <AppLink to={newsListPath(locale, page - 1)} rel="prev" color="brand.fg" {...itemStyle}>
              <Icon name="arrow-left" size={16} />
              {t('news.pagination.previous')}
            </AppLink>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            <AppLink
              to={newsListPath(locale, n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('news.pagination.page', { page: n })}
              {...itemStyle}
              bg={n === page ? 'brand.solid' : 'bg.surface'}
              color={n === page ? 'brand.contrast' : 'brand.fg'}
              borderColor={n === page ? 'brand.solid' : 'border'}
            >
              {n}
            </AppLink>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <AppLink to={newsListPath(locale, page + 1)} rel="next" color="brand.fg" {...itemStyle}>
              {t('news.pagination.next')}
              <Icon name="arrow-right" size={16} />
            </AppLink>
          </li>
        )}
      </Flex>
    </chakra.nav>
  );
}
