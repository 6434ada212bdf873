import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { Location } from '@reach/router';
import { Link as GatsbyLink } from 'gatsby';
import { forwardRef } from 'react';
import { withReferrer } from './referrer';

export type AppLinkProps = Omit<HTMLChakraProps<'a'>, 'href'> & { to: string };

/**
 * An internal link: Gatsby's Link (prefetching, client navigation) with Chakra style props.
 * Paths are built with localePath, so the i18n plugin's Link is not needed. Links into the app
 * carry the `referrer` parameter (src/app/routing/README.md); links to public pages stay
 * canonical. Location (not useLocation) also works outside a router, e.g. in unit tests.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, children, ...rest },
  ref,
) {
  return (
    <Location>
      {({ location }) => (
        // The ref reaches the anchor: a button or menu item drawn as a link (`asChild`) focuses
        // and measures it through the ref.
        <chakra.a asChild ref={ref} {...rest}>
          <GatsbyLink to={withReferrer(to, location)}>{children}</GatsbyLink>
        </chakra.a>
      )}
    </Location>
  );
});
