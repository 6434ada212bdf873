import type { ReactNode } from 'react';
import { useAppEnvironment } from '../../app/core/AppEnvironment';
import { PrimaryButton } from '../../ui/forms/Button';

/** Where a "Become a partner" button sits (the event's `placement`). */
export type PartnerJoinPlacement = 'join' | 'how_it_works' | 'reapply';

/**
 * "Become a partner": tells the tag manager (btn_click_partner_join, spec.md section 9) and then
 * does what the page needs (opens the application form, or goes to it).
 */
export function PartnerJoinButton({
  placement,
  onClick,
  children,
}: {
  placement: PartnerJoinPlacement;
  onClick: () => void;
  children: ReactNode;
}) {
  const { analytics } = useAppEnvironment();
  return (
    <PrimaryButton
      type="button"
      onClick={() => {
        analytics.track('btn_click_partner_join', { placement });
        onClick();
      }}
    >
      {children}
    </PrimaryButton>
  );
}
