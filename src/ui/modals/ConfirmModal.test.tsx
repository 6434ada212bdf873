// "Are you sure?": the confirm button runs the action, and the modal closes when it succeeded —
// its own guard against closing while busy must not refuse that close.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createDocumentCookieJar } from '../../http/cookies';
import { RootStore } from '../../stores/RootStore';
import { StoreProvider } from '../../stores/StoreProvider';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ConfirmModal } from './ConfirmModal';

function setup(onConfirm: () => Promise<unknown>) {
  const store = new RootStore({
    cookies: createDocumentCookieJar(document, false),
    apiBaseUrl: '/api',
  });
  renderWithProviders(
    <StoreProvider store={store}>
      <ConfirmModal
        id="delete-visit"
        title="Delete this visit?"
        confirmLabel="Delete visit"
        cancelLabel="Keep it"
        busyLabel="Please wait…"
        onConfirm={onConfirm}
      >
        It cannot be undone.
      </ConfirmModal>
    </StoreProvider>,
  );
  return store;
}

describe('ConfirmModal', () => {
  it('closes once the action succeeded, and cannot be dismissed while it runs', async () => {
    let finish: () => void = () => undefined;
    const store = setup(() => new Promise<void>((resolve) => (finish = resolve)));
    await act(async () => {
      await store.modals.open('delete-visit');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete visit' }));
    expect(await screen.findByRole('button', { name: 'Please wait…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(async () => undefined);
    expect(screen.getByRole('dialog', { name: 'Delete this visit?' })).toBeInTheDocument();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open for another try when the action failed', async () => {
    const store = setup(() => Promise.reject(new Error('refused')));
    await act(async () => {
      await store.modals.open('delete-visit');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete visit' }));
    expect(await screen.findByRole('button', { name: 'Delete visit' })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Delete this visit?' })).toBeInTheDocument();
  });
});
