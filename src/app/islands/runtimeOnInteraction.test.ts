import { bindRuntimeOnInteraction, RUNTIME_READY_EVENT } from './runtimeOnInteraction';

// What a prebuilt sign-in page holds before its runtime runs.
const PAGE = `<form id="sign-in-form" method="post"><input name="email">
<button type="button" id="show">Show password</button><button id="send">Sign in</button></form>
<a id="register" href="/auth/register/">Create an account</a>`;

// Each test binds a fresh document, so listeners of one never see another's events.
function page(holdLinks: boolean) {
  const doc = document.implementation.createHTMLDocument('sign in');
  doc.body.innerHTML = PAGE;
  const win = new EventTarget() as unknown as Window;
  Object.defineProperty(win, 'document', { value: doc });
  const loadRuntime = jest.fn();
  bindRuntimeOnInteraction(win, loadRuntime, { holdLinks });
  const ready = () => win.dispatchEvent(new Event(RUNTIME_READY_EVENT));
  const form = doc.getElementById('sign-in-form') as HTMLFormElement;
  const link = doc.getElementById('register') as HTMLAnchorElement;
  const show = doc.getElementById('show') as HTMLButtonElement;
  return { doc, loadRuntime, ready, form, link, show };
}

describe('bindRuntimeOnInteraction', () => {
  it('loads nothing while the visitor only looks, and the runtime once at the first touch', () => {
    const { doc, loadRuntime, form } = page(false);
    expect(loadRuntime).not.toHaveBeenCalled();
    form.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    doc.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    doc.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(loadRuntime).toHaveBeenCalledTimes(1);
  });

  it('holds a form sent before the app is there, and sends it again once it is', () => {
    const { loadRuntime, ready, form } = page(false);
    const sent: boolean[] = [];
    // The app's own handler, as hydration attaches it (the held submit must reach it).
    form.addEventListener('submit', (event) => sent.push(event.defaultPrevented));
    form.requestSubmit = jest.fn(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    const first = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(first);
    // Never sent by the browser (a GET or POST of the page), busy until the app takes it.
    expect(first.defaultPrevented).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(loadRuntime).toHaveBeenCalledTimes(1);
    ready();
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    // The second submit is left to the app: not prevented by the island.
    expect(sent).toEqual([true, false]);
  });

  it('holds a button pressed before the app is there, and presses the app’s once it is', () => {
    const { loadRuntime, ready, show } = page(false);
    const presses: boolean[] = [];
    show.addEventListener('click', (event) => presses.push(event.defaultPrevented));
    show.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(loadRuntime).toHaveBeenCalledTimes(1);
    ready();
    expect(presses).toEqual([true, false]);
  });

  it('shows the form busy while its submit button waits for the app', () => {
    const { ready, form, doc } = page(false);
    const send = doc.getElementById('send') as HTMLButtonElement;
    send.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(form.getAttribute('aria-busy')).toBe('true');
    ready();
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });

  it('follows a link the ordinary way when the address has nothing it should carry', () => {
    const { link } = page(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('holds a plain link click until the app is there, then clicks the app’s link', () => {
    const { loadRuntime, ready, link } = page(true);
    const clicks: boolean[] = [];
    link.addEventListener('click', (event) => {
      clicks.push(event.defaultPrevented);
      event.preventDefault();
    });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(loadRuntime).toHaveBeenCalledTimes(1);
    // A click that opens a new tab is the browser's: not held.
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(newTab);
    ready();
    expect(clicks).toEqual([true, false, false]);
  });
});
