import type { ReactNode } from 'react';
import { AppLink } from './AppLink';
import { AppIcon } from './icons/AppIcon';

/**
 * "← Back" above an app screen that opened from a list (a conversation, a question): a bold link
 * in the brand colour, as tall as a touch target. The public pages' BackLink is the underlined
 * text link; this one is kept apart so those pages do not load the app's icon set.
 */
export function AppBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <AppLink
      to={to}
      color="brand.fg"
      fontWeight="semibold"
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      minH="11"
    >
      <AppIcon icon="lucide:arrow-left" size={18} />
      {children}
    </AppLink>
  );
}
