import { TOAST_RULES, TOAST_TITLES } from './toastRules';
import { ToastStore } from './ToastStore';

describe('ToastStore (spec.md section 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const store = () => new ToastStore(() => Date.now());

  it('keeps the constants of the spec', () => {
    expect(TOAST_RULES).toEqual({
      durationMs: 5000,
      errorDurationMs: 30000,
      maxPerContainer: 5,
      placement: 'bottom-end',
      widthPx: 460,
    });
    expect(TOAST_TITLES).toEqual({
      success: 'operation successful',
      danger: 'error occurred',
      info: 'information',
      warning: 'attention required',
    });
  });

  it('closes a toast after 5 s by default, at the bottom end', () => {
    const toasts = store();
    toasts.success('Saved.');
    expect(toasts.toasts[0]).toMatchObject({ placement: 'bottom-end', duration: 5000 });
    jest.advanceTimersByTime(4999);
    expect(toasts.toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toasts.toasts).toHaveLength(0);
  });

  it('keeps error toasts for 30 s', () => {
    const toasts = store();
    toasts.danger('Broken.', { errorId: 'abc' });
    expect(toasts.toasts[0]).toMatchObject({ type: 'danger', errorId: 'abc', duration: 30000 });
    jest.advanceTimersByTime(29_999);
    expect(toasts.toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toasts.toasts).toHaveLength(0);
  });

  it('closes other toasts on click, never error toasts', () => {
    const toasts = store();
    const info = toasts.info('Hello');
    const warning = toasts.warning('Careful');
    const danger = toasts.danger('Broken');
    toasts.click(info);
    toasts.click(warning);
    toasts.click(danger);
    expect(toasts.toasts.map((t) => t.id)).toEqual([danger]);
    toasts.dismiss(danger);
    expect(toasts.toasts).toEqual([]);
  });

  it('holds at most 5 toasts per container, dropping the oldest', () => {
    const toasts = store();
    const ids = [1, 2, 3, 4, 5, 6, 7].map((n) => toasts.info(`n${n}`));
    const top = toasts.info('elsewhere', { placement: 'top' });
    expect(toasts.inContainer('bottom-end').map((t) => t.message)).toEqual([
      'n3',
      'n4',
      'n5',
      'n6',
      'n7',
    ]);
    expect(toasts.inContainer('top').map((t) => t.id)).toEqual([top]);
    expect(ids).toHaveLength(7);
  });

  it('pauses the timer while the toast is hovered or focused', () => {
    const toasts = store();
    const id = toasts.info('Read me');
    jest.advanceTimersByTime(3000);
    toasts.pause(id);
    jest.advanceTimersByTime(60_000);
    expect(toasts.toasts).toHaveLength(1);
    toasts.resume(id);
    jest.advanceTimersByTime(1999);
    expect(toasts.toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toasts.toasts).toHaveLength(0);
  });

  it('keeps a toast with duration 0 until it is closed', () => {
    const toasts = store();
    toasts.show({ type: 'warning', message: 'Stay', duration: 0 });
    jest.advanceTimersByTime(10 * 60_000);
    expect(toasts.toasts).toHaveLength(1);
    toasts.clear();
    expect(toasts.toasts).toHaveLength(0);
  });
});
