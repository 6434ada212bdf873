import { AppLink, type AppLinkProps } from './AppLink';
import { Icon } from './Icon';
import { TEXT_LINK_LOOK } from './textLinkLook';

/** "← Back to …": the link from a page up to the list or place it belongs to. */
export function BackLink({ children, ...rest }: AppLinkProps) {
  return (
    <AppLink
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      fontWeight="medium"
      {...TEXT_LINK_LOOK}
      {...rest}
    >
      <Icon name="arrow-left" size={18} />
      {children}
    </AppLink>
  );
}
