import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Toaster } from './Toaster';
import { ToastStore } from './ToastStore';

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the type title, the message and the error id; errors are alerts', () => {
    const store = new ToastStore();
    renderWithProviders(<Toaster store={store} />);
    act(() => {
      store.danger('These credentials do not match our records.', { errorId: 'req-42' });
      store.success('Saved.');
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('error occurred');
    expect(alert).toHaveTextContent('These credentials do not match our records.');
    expect(alert).toHaveTextContent('Error ID: req-42');
    expect(screen.getByRole('status')).toHaveTextContent('operation successful');
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('is 460 px wide in the bottom-end container', () => {
    const store = new ToastStore();
    const { container } = renderWithProviders(<Toaster store={store} />);
    act(() => void store.info('Hi'));
    const bottomEnd = container.querySelector('[data-placement="bottom-end"]')!;
    const toast = within(bottomEnd as HTMLElement).getByRole('status');
    expect(toast).toHaveStyle({ width: '460px' });
  });

  it('closes a success toast on click, but not an error toast, which has a close button', () => {
    const store = new ToastStore();
    renderWithProviders(<Toaster store={store} />);
    act(() => {
      store.success('Saved.');
      store.danger('Broken.');
    });
    fireEvent.click(screen.getByRole('status'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Close notification' }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('translates titles and default messages in Japanese', () => {
    const store = new ToastStore();
    renderWithProviders(<Toaster store={store} />, { locale: 'jp' });
    act(() => {
      store.show({ type: 'danger', messageKey: 'error.defaultMessage' });
      store.show({ type: 'warning', message: 'x' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('エラーが発生しました');
    expect(screen.getByRole('alert')).toHaveTextContent('予期しないエラーが発生しました。');
    expect(screen.getByRole('status')).toHaveTextContent('確認が必要です');
  });

  it('draws an app string in the language of the page it is on: a toast that outlives a change of language reads in the new one', () => {
    const store = new ToastStore();
    const jpPage = renderWithProviders(<Toaster store={store} />, { locale: 'jp' });
    act(() => void store.show({ type: 'success', appMessageKey: 'settings.preferences.saved' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      '操作が完了しました表示設定を保存しました。',
    );
    // Saving English as the language moves the keeper to the English page, with the same store.
    jpPage.unmount();
    renderWithProviders(<Toaster store={store} />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'operation successfulYour preferences have been saved.',
    );
  });

  it('removes toasts when their time is up', () => {
    const store = new ToastStore();
    renderWithProviders(<Toaster store={store} />);
    act(() => void store.info('Soon gone'));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
