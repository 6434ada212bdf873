import type { ReactNode } from 'react';
import { AppLink } from './AppLink';
import { PRIMARY_BUTTON_LOOK, SECONDARY_BUTTON_LOOK } from './forms/Button';

/** A link inside the app that looks like one of the app's buttons: it leads somewhere. */
export function LinkButton({
  to,
  variant = 'secondary',
  children,
}: {
  to: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  const look = variant === 'primary' ? PRIMARY_BUTTON_LOOK : SECONDARY_BUTTON_LOOK;
  return (
    <AppLink to={to} {...look}>
      {children}
    </AppLink>
  );
}
