import { Icon as IconifyIcon } from '@iconify/react';
import type { IconCollection } from '@contract/iconCollections';

/** `collection:name`, e.g. `lucide:paw-print`. */
export type AppIconName = `${IconCollection}:${string}`;

export interface AppIconProps {
  icon: AppIconName;
  /** Width and height in px; the box has this size whether or not the icon has loaded. */
  size?: number;
  /** When set the icon is an image with this name; otherwise it is decorative (aria-hidden). */
  label?: string;
}

/**
 * An icon of the signed-in app, loaded from our icon endpoint (installIconLoader). Until it has
 * loaded, and for good if it cannot be, an empty box of the same size stands in: no layout shift,
 * nothing announced, no error shown. Public pages use the inline `ui/Icon` instead (no requests).
 */
export function AppIcon({ icon, size = 20, label }: AppIconProps) {
  const a11y = label
    ? { role: 'img', 'aria-label': label, 'aria-hidden': false as const }
    : { 'aria-hidden': true as const, focusable: false as const };
  const fallback = (
    <span
      data-icon-fallback={icon}
      aria-hidden="true"
      style={{ display: 'inline-block', width: size, height: size, flexShrink: 0 }}
    />
  );
  return (
    <IconifyIcon
      icon={icon}
      width={size}
      height={size}
      fallback={fallback}
      style={{ flexShrink: 0 }}
      {...a11y}
    />
  );
}
