import { Box } from '@chakra-ui/react';
import { AppLink, type AppLinkProps } from './AppLink';
import { Logo } from './Logo';

/**
 * The site's mark as a link: the logo, then what names the place (`children`). On a brand-coloured
 * bar the logo is `ringed`, so its own brand colour does not melt into the bar. Size, colour and
 * the link's name are the caller's.
 */
export function BrandLink({
  ringed = false,
  children,
  ...rest
}: AppLinkProps & { ringed?: boolean }) {
  return (
    <AppLink display="flex" alignItems="center" gap="2" fontWeight="bold" {...rest}>
      {ringed ? (
        <Box borderRadius="lg" boxShadow="0 0 0 2px currentColor" display="flex">
          <Logo />
        </Box>
      ) : (
        <Logo />
      )}
      {children}
    </AppLink>
  );
}
