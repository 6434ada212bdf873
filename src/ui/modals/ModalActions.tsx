import type { ReactNode } from 'react';
import { PrimaryButton, SecondaryButton } from '../forms/Button';
import { useModalStore } from './ModalStoreContext';

/** The look of a confirm button whose action cannot be undone (disable, delete…). */
export const DANGER_BUTTON_LOOK = {
  bg: 'danger.fg',
  color: 'bg.surface',
  _hover: { opacity: 0.9 },
};

/**
 * A modal's footer: cancel (closes the modal) and the action, disabled and labelled as busy while
 * it runs. The action is a form's submit or a confirmation.
 */
export function ModalActions({
  modalId,
  cancelLabel,
  actionLabel,
  busyLabel,
  busy,
  danger = false,
  onAction,
}: {
  modalId: string;
  cancelLabel: string;
  actionLabel: ReactNode;
  busyLabel: ReactNode;
  busy: boolean;
  danger?: boolean;
  onAction: () => void;
}) {
  const modals = useModalStore();
  return (
    <>
      <SecondaryButton
        type="button"
        disabled={busy}
        onClick={() => void modals.close(modalId, 'action')}
      >
        {cancelLabel}
      </SecondaryButton>
      <PrimaryButton
        type="button"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={onAction}
        {...(danger ? DANGER_BUTTON_LOOK : {})}
      >
        {busy ? busyLabel : actionLabel}
      </PrimaryButton>
    </>
  );
}
