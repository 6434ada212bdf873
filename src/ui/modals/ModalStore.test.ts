import { ModalStore, type CloseReason } from './ModalStore';
import { MODAL_BASE_Z_INDEX, modalZIndex } from './modalRules';

describe('ModalStore veto rules', () => {
  it('opens and closes a modal without hooks', async () => {
    const modals = new ModalStore();
    expect(await modals.open('a')).toBe(true);
    expect(modals.isOpen('a')).toBe(true);
    expect(await modals.close('a')).toBe(true);
    expect(modals.isOpen('a')).toBe(false);
  });

  it.each([
    ['false', () => false, false],
    ['a promise of false', () => Promise.resolve(false), false],
    ['true', () => true, true],
    ['nothing', () => undefined, true],
    ['a promise of nothing', () => Promise.resolve(), true],
  ])('before-open returning %s: open is %s', async (_label, beforeOpen, opened) => {
    const modals = new ModalStore();
    modals.register('a', { beforeOpen });
    expect(await modals.open('a')).toBe(opened);
    expect(modals.isOpen('a')).toBe(opened);
  });

  it.each([
    ['false', () => false, true],
    ['a promise of false', async () => false, true],
    ['true', () => true, false],
    ['nothing', () => undefined, false],
  ])('before-close returning %s keeps it open: %s', async (_label, beforeClose, stays) => {
    const modals = new ModalStore();
    modals.register('a', { beforeClose });
    await modals.open('a');
    expect(await modals.close('a')).toBe(!stays);
    expect(modals.isOpen('a')).toBe(stays);
  });

  it('treats a hook that throws or rejects as a veto', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const modals = new ModalStore();
    modals.register('a', {
      beforeOpen: () => {
        throw new Error('nope');
      },
    });
    expect(await modals.open('a')).toBe(false);
    modals.register('b', { beforeClose: () => Promise.reject(new Error('nope')) });
    await modals.open('b');
    expect(await modals.close('b')).toBe(false);
    expect(modals.isOpen('b')).toBe(true);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('passes the close reason to before-close, which may veto some reasons only', async () => {
    const reasons: CloseReason[] = [];
    const modals = new ModalStore();
    modals.register('form', {
      beforeClose: (reason) => {
        reasons.push(reason);
        return reason === 'action';
      },
    });
    await modals.open('form');
    expect(await modals.close('form', 'escape')).toBe(false);
    expect(await modals.close('form', 'overlay')).toBe(false);
    expect(await modals.close('form', 'swipe')).toBe(false);
    expect(modals.isOpen('form')).toBe(true);
    expect(await modals.close('form', 'action')).toBe(true);
    expect(reasons).toEqual(['escape', 'overlay', 'swipe', 'action']);
  });

  it('stays closed while an async before-open is pending and runs it once for repeated calls', async () => {
    let resolve: (allowed: boolean) => void = () => undefined;
    const beforeOpen = jest.fn(() => new Promise<boolean>((r) => (resolve = r)));
    const modals = new ModalStore();
    modals.register('a', { beforeOpen });
    const first = modals.open('a');
    const second = modals.open('a');
    expect(modals.isOpen('a')).toBe(false);
    resolve(true);
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(beforeOpen).toHaveBeenCalledTimes(1);
    expect(modals.isOpen('a')).toBe(true);
  });

  it('does not run hooks when nothing would change', async () => {
    const beforeOpen = jest.fn();
    const beforeClose = jest.fn();
    const modals = new ModalStore();
    modals.register('a', { beforeOpen, beforeClose });
    expect(await modals.close('a')).toBe(true);
    await modals.open('a');
    await modals.open('a');
    expect(beforeOpen).toHaveBeenCalledTimes(1);
    expect(beforeClose).not.toHaveBeenCalled();
  });

  it('closes a modal that unmounts (unregisters) without asking its hook', async () => {
    const beforeClose = jest.fn(() => false);
    const modals = new ModalStore();
    const unregister = modals.register('a', { beforeClose });
    await modals.open('a');
    unregister();
    expect(modals.isOpen('a')).toBe(false);
    expect(beforeClose).not.toHaveBeenCalled();
  });
});

describe('ModalStore stacking', () => {
  it('puts overlays at 1000 + 2 × index and content one above', () => {
    expect(MODAL_BASE_Z_INDEX).toBe(1000);
    expect(modalZIndex(0)).toEqual({ overlay: 1000, content: 1001 });
    expect(modalZIndex(1)).toEqual({ overlay: 1002, content: 1003 });
    expect(modalZIndex(4)).toEqual({ overlay: 1008, content: 1009 });
  });

  it('stacks modals in opening order and re-packs when one in the middle closes', async () => {
    const modals = new ModalStore();
    await modals.open('a');
    await modals.open('b');
    await modals.open('c');
    expect(modals.stack).toEqual(['a', 'b', 'c']);
    expect(modals.zIndexOf('c')).toEqual({ overlay: 1004, content: 1005 });
    expect(modals.isTop('c')).toBe(true);
    await modals.close('b');
    expect(modals.zIndexOf('a')).toEqual({ overlay: 1000, content: 1001 });
    expect(modals.zIndexOf('c')).toEqual({ overlay: 1002, content: 1003 });
    expect(modals.zIndexOf('b')).toBeNull();
  });

  it('closes only the top modal on closeTop, through its own hook', async () => {
    const modals = new ModalStore();
    modals.register('top', { beforeClose: () => false });
    await modals.open('below');
    await modals.open('top');
    expect(await modals.closeTop('escape')).toBe(false);
    expect(modals.stack).toEqual(['below', 'top']);
    modals.register('top', {});
    expect(await modals.closeTop('escape')).toBe(true);
    expect(modals.stack).toEqual(['below']);
  });
});
