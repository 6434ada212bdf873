import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { Link as GatsbyLink } from 'gatsby';

export type AppLinkProps = Omit<HTMLChakraProps<'a'>, 'href'> & { to: string };

/**
 * An internal link: Gatsby's Link (prefetching, client navigation) with Chakra style props.
 * Paths are built with localePath, so the i18n plugin's Link is not needed.
 */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <chakra.a asChild {...rest}>
      <GatsbyLink to={to}>{children}</GatsbyLink>
    </chakra.a>
  );
}
