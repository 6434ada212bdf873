import { AppLink, type AppLinkProps } from './AppLink';
import { AppIcon, type AppIconName } from './icons/AppIcon';

/**
 * A link of the app's screens with an icon before its words ("← Conversations", "Open the
 * record"): bold, in the brand colour, as tall as a touch target. The public pages' BackLink is
 * the underlined text link; this one stays apart so those pages do not load the app's icon set.
 */
export function IconLink({
  icon,
  iconSize = 18,
  children,
  ...rest
}: AppLinkProps & { icon: AppIconName; iconSize?: number }) {
  return (
    <AppLink
      color="brand.fg"
      fontWeight="semibold"
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      minH="11"
      {...rest}
    >
      <AppIcon icon={icon} size={iconSize} />
      {children}
    </AppLink>
  );
}
