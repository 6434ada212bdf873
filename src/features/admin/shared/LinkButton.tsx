import type { ReactNode } from 'react';
import { AppLink } from '../../../ui/AppLink';

const base = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  px: '5',
  py: '2.5',
  minH: '11',
  borderRadius: 'full',
  fontWeight: 'semibold',
  lineHeight: 'short',
  textDecoration: 'none',
} as const;

/** A link inside the app that looks like one of the app's buttons (primary or secondary). */
export function LinkButton({
  to,
  variant = 'secondary',
  children,
}: {
  to: string;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  const look =
    variant === 'primary'
      ? { bg: 'brand.solid', color: 'brand.contrast', _hover: { bg: 'brand.solidHover' } }
      : {
          bg: 'bg.surface',
          color: 'fg',
          borderWidth: '1px',
          borderColor: 'border',
          _hover: { bg: 'bg.subtle', borderColor: 'fg.muted' },
        };
  return (
    <AppLink to={to} {...base} {...look}>
      {children}
    </AppLink>
  );
}
