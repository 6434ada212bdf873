import { makeAutoObservable } from 'mobx';
import type { AppKey, UiKey } from '../../i18n/appKeys';
import { TOAST_RULES, type ToastPlacement, type ToastType } from './toastRules';

export interface ToastInput {
  type?: ToastType;
  /** Text from the server or the caller, shown as is. */
  message?: string;
  /** A UI string, translated when shown (used when there is no message). */
  messageKey?: UiKey;
  /**
   * A string of the signed-in app, translated each time the toast is drawn: a toast that
   * outlives a change of language (saving the preferences) reads in the new one.
   */
  appMessageKey?: AppKey;
  messageValues?: Record<string, string | number>;
  /** The API's error_id, shown under the message so support can find the request. */
  errorId?: string | null;
  /** Milliseconds; spec default 5 s, errors 30 s. 0 keeps the toast until it is closed. */
  duration?: number;
  placement?: ToastPlacement;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string | null;
  messageKey: UiKey | null;
  appMessageKey: AppKey | null;
  messageValues: Record<string, string | number>;
  errorId: string | null;
  duration: number;
  placement: ToastPlacement;
  /** Error toasts stay when clicked (spec.md section 9); they close with their close button. */
  closeOnClick: boolean;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  /** Time left when paused, or when it started running. */
  remaining: number;
  startedAt: number;
}

/**
 * The toasts on screen. Each placement is its own container holding at most five toasts (the
 * oldest leaves when a sixth arrives). A toast's timer pauses while it is hovered or focused, so a
 * message being read does not vanish.
 */
export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;
  private readonly timers = new Map<number, Timer>();

  constructor(
    private readonly clock: () => number = () => Date.now(),
    /** True when error toasts are only logged: errors seen by bots (spec.md section 2). */
    private readonly onlyLogErrors: () => boolean = () => false,
  ) {
    makeAutoObservable<ToastStore, 'timers' | 'nextId' | 'clock' | 'onlyLogErrors'>(this, {
      timers: false,
      nextId: false,
      clock: false,
      onlyLogErrors: false,
    });
  }

  /** The new toast's id; 0 when an error was only logged (no toast to dismiss). */
  show(input: ToastInput): number {
    const type = input.type ?? 'info';
    const danger = type === 'danger';
    if (danger && this.onlyLogErrors()) {
      console.error(input.message ?? input.messageKey, input.errorId ?? '');
      return 0;
    }
    const toast: Toast = {
      id: this.nextId++,
      type,
      message: input.message ?? null,
      messageKey: input.messageKey ?? null,
      appMessageKey: input.appMessageKey ?? null,
      messageValues: input.messageValues ?? {},
      errorId: input.errorId ?? null,
      duration: input.duration ?? (danger ? TOAST_RULES.errorDurationMs : TOAST_RULES.durationMs),
      placement: input.placement ?? TOAST_RULES.placement,
      closeOnClick: !danger,
    };
    this.toasts.push(toast);
    const inContainer = this.toasts.filter((t) => t.placement === toast.placement);
    for (const old of inContainer.slice(0, -TOAST_RULES.maxPerContainer)) this.dismiss(old.id);
    if (toast.duration > 0) this.startTimer(toast.id, toast.duration);
    return toast.id;
  }

  success(message: string, options: Omit<ToastInput, 'type' | 'message'> = {}): number {
    return this.show({ ...options, type: 'success', message });
  }

  danger(message: string, options: Omit<ToastInput, 'type' | 'message'> = {}): number {
    return this.show({ ...options, type: 'danger', message });
  }

  info(message: string, options: Omit<ToastInput, 'type' | 'message'> = {}): number {
    return this.show({ ...options, type: 'info', message });
  }

  warning(message: string, options: Omit<ToastInput, 'type' | 'message'> = {}): number {
    return this.show({ ...options, type: 'warning', message });
  }

  dismiss(id: number): void {
    const timer = this.timers.get(id);
    if (timer?.handle) clearTimeout(timer.handle);
    this.timers.delete(id);
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  /** A click on the toast itself (not its close button). */
  click(id: number): void {
    if (this.toasts.find((t) => t.id === id)?.closeOnClick) this.dismiss(id);
  }

  clear(): void {
    for (const { id } of [...this.toasts]) this.dismiss(id);
  }

  pause(id: number): void {
    const timer = this.timers.get(id);
    if (!timer?.handle) return;
    clearTimeout(timer.handle);
    timer.handle = null;
    timer.remaining -= this.clock() - timer.startedAt;
  }

  resume(id: number): void {
    const timer = this.timers.get(id);
    if (!timer || timer.handle) return;
    this.startTimer(id, Math.max(timer.remaining, 0));
  }

  inContainer(placement: ToastPlacement): Toast[] {
    return this.toasts.filter((t) => t.placement === placement);
  }

  private startTimer(id: number, ms: number): void {
    const handle = setTimeout(() => this.dismiss(id), ms);
    this.timers.set(id, { handle, remaining: ms, startedAt: this.clock() });
  }
}
