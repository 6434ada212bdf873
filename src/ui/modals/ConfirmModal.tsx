import { chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type ReactNode } from 'react';
import { useModalStore } from './ModalStoreContext';
import { ModalActions } from './ModalActions';
import { AppModal } from './AppModal';

/**
 * "Are you sure?" before something that cannot be undone (deleting a photo, a visit…), on the
 * ModalStore. The confirm button waits for `onConfirm` and closes the modal when it succeeds;
 * when it fails (the HTTP client has shown why) the modal stays open so the keeper can retry.
 */
export const ConfirmModal = observer(function ConfirmModal({
  id,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busyLabel,
  danger = true,
  onConfirm,
}: {
  id: string;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busyLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const modals = useModalStore();
  const [busy, setBusy] = useState(false);
  // Read by before-close at the moment of closing (state would be the last render's): the
  // modal cannot be closed while the action runs, but closes itself once it succeeded.
  const running = useRef(false);
  const confirm = async () => {
    running.current = true;
    setBusy(true);
    try {
      await onConfirm();
      running.current = false;
      await modals.close(id, 'action');
    } catch {
      // Shown by the HTTP client's toast; the modal stays for another try.
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <AppModal
      id={id}
      title={title}
      // Escape, the overlay or a swipe wait while the action runs; the action's own close
      // (reason 'action', after it succeeded) is never refused.
      beforeClose={(reason) => reason === 'action' || !running.current}
      footer={
        <ModalActions
          modalId={id}
          cancelLabel={cancelLabel}
          actionLabel={confirmLabel}
          busyLabel={busyLabel}
          busy={busy}
          danger={danger}
          onAction={() => void confirm()}
        />
      }
    >
      {children && <chakra.div color="fg.muted">{children}</chakra.div>}
    </AppModal>
  );
});
