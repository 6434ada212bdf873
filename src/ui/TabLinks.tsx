import { chakra, Flex, type FlexProps, type HTMLChakraProps } from '@chakra-ui/react';
import { AppLink, type AppLinkProps } from './AppLink';

export interface TabLink {
  /** The address, locale prefix included. */
  to: string;
  label: string;
  current: boolean;
}

interface TabLinksProps extends HTMLChakraProps<'nav'> {
  /** The navigation landmark's name. */
  label: string;
  links: readonly TabLink[];
  /** How the row is laid out (gaps, wrapping, a rule under it). */
  listProps?: FlexProps;
  /** How a tab looks, current or not: each bar has its own. */
  look: (current: boolean) => Omit<AppLinkProps, 'to'>;
}

/**
 * The pages of one section as a row of tabs, the current one marked for assistive technology
 * (`aria-current="page"`) as well as by its look: the affiliate pages' tabs and the tabs on the
 * join page's brand bar.
 */
export function TabLinks({ label, links, listProps, look, ...navProps }: TabLinksProps) {
  return (
    <chakra.nav aria-label={label} {...navProps}>
      <Flex as="ul" listStyleType="none" {...listProps}>
        {links.map((link) => (
          <li key={link.to}>
            <AppLink
              to={link.to}
              aria-current={link.current ? 'page' : undefined}
              display="inline-block"
              px="3"
              fontWeight="semibold"
              {...look(link.current)}
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </Flex>
    </chakra.nav>
  );
}
