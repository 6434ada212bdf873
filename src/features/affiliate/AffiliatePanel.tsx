import { forwardRef, type ReactNode } from 'react';
import { TitledCard } from '../../ui/TitledCard';

/** A titled card of the affiliate pages (a region named by its heading, which takes focus). */
export const AffiliatePanel = forwardRef<
  HTMLHeadingElement,
  {
    title: string;
    intro?: ReactNode;
    id?: string;
    tone?: 'plain' | 'brand' | 'warning';
    children?: ReactNode;
  }
>(function AffiliatePanel({ title, intro, id, tone, children }, headingRef) {
  return (
    <TitledCard ref={headingRef} id={id} title={title} intro={intro} tone={tone}>
      {children}
    </TitledCard>
  );
});
