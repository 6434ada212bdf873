import { chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from './AppLink';
import { Icon } from './Icon';
import { TEXT_LINK_LOOK } from './textLinkLook';

/**
 * One step of where a page sits in the site. The same list feeds the visible trail and the
 * page's BreadcrumbList JSON-LD, which names the page itself with its path too.
 */
export interface Crumb {
  name: string;
  path: string;
  /** For a UI string in English on a page of another language. */
  lang?: string;
}

/** Where the page sits in the site; the last crumb is the page itself (aria-current, no link). */
export function Breadcrumbs({ crumbs, lang }: { crumbs: readonly Crumb[]; lang?: string }) {
  const { t } = useTranslation();
  return (
    <chakra.nav aria-label={t('nav.breadcrumb')} mb="6" lang={lang}>
      <Flex
        as="ol"
        listStyleType="none"
        wrap="wrap"
        align="center"
        gap="1"
        fontSize="sm"
        color="fg.muted"
      >
        {crumbs.map((crumb, index) => (
          <Flex as="li" key={`${crumb.name}-${index}`} align="center" gap="1" lang={crumb.lang}>
            {index > 0 && (
              <chakra.span display="inline-flex" aria-hidden="true">
                <Icon name="chevron-right" size={14} />
              </chakra.span>
            )}
            {index < crumbs.length - 1 ? (
              <AppLink to={crumb.path} {...TEXT_LINK_LOOK}>
                {crumb.name}
              </AppLink>
            ) : (
              <chakra.span aria-current="page" color="fg">
                {crumb.name}
              </chakra.span>
            )}
          </Flex>
        ))}
      </Flex>
    </chakra.nav>
  );
}
