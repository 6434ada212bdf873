import { chakra, Flex, type FlexProps, type HTMLChakraProps } from '@chakra-ui/react';
import { AppLink } from '../AppLink';

export interface HeaderMenuItem {
  label: string;
  /** A site path with its locale prefix. */
  to: string;
}

/**
 * A header's menu: a named list of links, the current page's underlined. On a plain bar the links
 * take the brand colour when pointed at or current (`accent`); on a brand-coloured bar (`color`
 * brand.contrast, no accent) the underline alone marks them.
 */
export function HeaderMenu({
  items,
  gap,
  color,
  accent,
  ...navProps
}: Omit<HTMLChakraProps<'nav'>, 'color'> & {
  items: readonly HeaderMenuItem[];
  gap: FlexProps['gap'];
  color: string;
  accent?: string;
}) {
  const tint = accent ? { color: accent } : {};
  return (
    <chakra.nav {...navProps}>
      <Flex as="ul" listStyleType="none" gap={gap} wrap="wrap">
        {items.map((item) => (
          <li key={item.to}>
            <AppLink
              to={item.to}
              display="inline-block"
              px="2"
              py="1.5"
              borderRadius="md"
              color={color}
              fontWeight="medium"
              _hover={{ ...tint, textDecoration: 'underline' }}
              css={{
                '&[aria-current=page]': {
                  ...tint,
                  textDecoration: 'underline',
                  textUnderlineOffset: '4px',
                },
              }}
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </Flex>
    </chakra.nav>
  );
}
