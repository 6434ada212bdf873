import { AppLink, type AppLinkProps } from './AppLink';
import { Icon } from './Icon';

/** "All news →": a bold text link on to a list or section, the counterpart of BackLink. */
export function ForwardLink({
  children,
  iconSize = 18,
  ...rest
}: AppLinkProps & { iconSize?: number }) {
  return (
    <AppLink
      display="inline-flex"
      alignItems="center"
      gap="1"
      color="brand.fg"
      fontWeight="semibold"
      textDecoration="underline"
      textUnderlineOffset="3px"
      {...rest}
    >
      {children}
      <Icon name="arrow-right" size={iconSize} />
    </AppLink>
  );
}
