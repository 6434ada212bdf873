import { makeAutoObservable } from 'mobx';
import { modalZIndex } from './modalRules';

/** Why a modal is closing, for before-close hooks that treat them differently. */
export type CloseReason = 'escape' | 'overlay' | 'swipe' | 'button' | 'action';

/**
 * A hook may veto by returning (or resolving to) false. Anything else lets the change happen; a
 * hook that throws or rejects vetoes too, so a failed check never loses what the modal holds.
 */
export type ModalHookResult = boolean | void | Promise<boolean | void>;

export interface ModalHooks {
  beforeOpen?: () => ModalHookResult;
  beforeClose?: (reason: CloseReason) => ModalHookResult;
}

async function allows(hook: (() => ModalHookResult) | undefined): Promise<boolean> {
  if (!hook) return true;
  try {
    return (await hook()) !== false;
  } catch (error) {
    console.error('A modal hook failed; the modal stays as it was.', error);
    return false;
  }
}

/**
 * The open modals, bottom to top (spec.md §4: open and close with before-open and before-close
 * hooks that can veto). One per RootStore, no singleton. A modal registers its hooks while it is
 * mounted; open() and close() run them and change nothing when one vetoes. While a hook of a modal
 * is pending, further open/close calls for it wait for that answer instead of running again.
 */
export class ModalStore {
  /** Ids of the open modals, the top one last. */
  stack: string[] = [];
  private readonly hooks = new Map<string, ModalHooks>();
  private readonly pending = new Map<string, Promise<boolean>>();

  constructor() {
    makeAutoObservable<ModalStore, 'hooks' | 'pending'>(this, { hooks: false, pending: false });
  }

  /** Returns the function that unregisters (when the modal unmounts, it is also closed). */
  register(id: string, hooks: ModalHooks): () => void {
    this.hooks.set(id, hooks);
    return () => {
      if (this.hooks.get(id) === hooks) this.hooks.delete(id);
      this.remove(id);
    };
  }

  isOpen(id: string): boolean {
    return this.stack.includes(id);
  }

  get topId(): string | null {
    return this.stack[this.stack.length - 1] ?? null;
  }

  isTop(id: string): boolean {
    return this.topId === id;
  }

  /** Overlay and content z-index of an open modal (null when closed). */
  zIndexOf(id: string): { overlay: number; content: number } | null {
    const index = this.stack.indexOf(id);
    return index === -1 ? null : modalZIndex(index);
  }

  /** Opens on top of the others unless before-open vetoes; true when it is open afterwards. */
  open(id: string): Promise<boolean> {
    if (this.isOpen(id)) return Promise.resolve(true);
    return this.once(id, async () => {
      if (!(await allows(this.hooks.get(id)?.beforeOpen))) return false;
      this.push(id);
      return true;
    });
  }

  /** Closes unless before-close vetoes; true when it is closed afterwards. */
  close(id: string, reason: CloseReason = 'action'): Promise<boolean> {
    if (!this.isOpen(id)) return Promise.resolve(true);
    return this.once(id, async () => {
      const hook = this.hooks.get(id)?.beforeClose;
      if (!(await allows(hook && (() => hook(reason))))) return false;
      this.remove(id);
      return true;
    });
  }

  /** Escape closes the top modal only (through its before-close hook). */
  closeTop(reason: CloseReason): Promise<boolean> {
    const top = this.topId;
    return top ? this.close(top, reason) : Promise.resolve(true);
  }

  private once(id: string, run: () => Promise<boolean>): Promise<boolean> {
    const running = this.pending.get(id);
    if (running) return running;
    const next = run().finally(() => this.pending.delete(id));
    this.pending.set(id, next);
    return next;
  }

  private push(id: string): void {
    this.stack = [...this.stack.filter((open) => open !== id), id];
  }

  private remove(id: string): void {
    if (this.isOpen(id)) this.stack = this.stack.filter((open) => open !== id);
  }
}
