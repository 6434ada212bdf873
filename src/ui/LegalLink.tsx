import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A legal page (terms, privacy policy, 特商法 notice) linked from inside a form: it opens in a new
 * tab, so what the user typed stays (and a link inside a checkbox's label follows the link; it
 * does not tick the box).
 */
export function LegalLink({
  to,
  describedBy,
  children,
}: {
  to: string;
  /** The element saying that the link opens in a new tab. */
  describedBy: string;
  children?: ReactNode;
}) {
  return (
    <chakra.a
      href={to}
      target="_blank"
      rel="noopener"
      aria-describedby={describedBy}
      color="fg.accent"
      textDecoration="underline"
      textUnderlineOffset="2px"
    >
      {children}
    </chakra.a>
  );
}
