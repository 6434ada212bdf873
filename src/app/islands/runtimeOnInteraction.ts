// A page with a form the runtime handles — the contact form, a prebuilt app screen
// (src/app/prebuiltAppPages.ts) — ships no running script to a visitor who only looks: its fields
// take typing as drawn. The runtime loads when the visitor first touches the page, and hydrates
// the same markup, keeping what was typed (src/ui/forms/prebuiltFormValues.ts). What cannot happen without the app waits for it instead of going wrong or doing
// nothing: a button pressed or a form sent before it is there (pressed or sent again once it
// is), and, when asked, a link followed (followed again once it is: the app's link may carry
// more than the prebuilt one, e.g. the `?redirect=` of the address, which the build could not
// know).

/**
 * Dispatched on window once the runtime has taken over the page: by RuntimeReady on a public page,
 * by BuildLocation on an app screen once it shows the visitor's address.
 */
export const RUNTIME_READY_EVENT = 'petcare:runtime-ready';

/** What counts as the visitor's first touch: the runtime starts loading then. */
const FIRST_TOUCH = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Binds the page; returns what starts the runtime now (at most once, like the first touch). */
export function bindRuntimeOnInteraction(
  win: Window,
  loadRuntime: () => void,
  { holdLinks }: { holdLinks: boolean },
): () => void {
  const doc = win.document;
  let loading = false;
  let ready = false;
  let waiting: (() => void) | null = null;

  const start = () => {
    if (loading) return;
    loading = true;
    for (const type of FIRST_TOUCH) doc.removeEventListener(type, start, true);
    loadRuntime();
  };
  for (const type of FIRST_TOUCH)
    doc.addEventListener(type, start, { capture: true, passive: true });

  // Capturing on the document, ahead of the form's own handler: once the app is there, its
  // handler takes the submit as usual.
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (ready || !(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      form.setAttribute('aria-busy', 'true');
      waiting = () => {
        form.removeAttribute('aria-busy');
        if (form.isConnected) form.requestSubmit();
      };
      start();
    },
    true,
  );

  // A button pressed (show the password, sign in) — and, when asked, a link followed — waits for
  // the app and is pressed again once it is there: the app's control does what the drawn one
  // cannot. A link that opens elsewhere, or a click with a modifier, is the browser's.
  const held = holdLinks ? 'button, a[href]' : 'button';
  doc.addEventListener(
    'click',
    (event) => {
      if (ready || !isPlainClick(event) || !(event.target instanceof Element)) return;
      const control = event.target.closest(held);
      if (!(control instanceof HTMLElement)) return;
      if (control instanceof HTMLAnchorElement && control.target && control.target !== '_self')
        return;
      if (control instanceof HTMLButtonElement && control.disabled) return;
      event.preventDefault();
      // A submit button's form is being sent, as far as the visitor can tell.
      const form =
        control instanceof HTMLButtonElement && control.type === 'submit' ? control.form : null;
      form?.setAttribute('aria-busy', 'true');
      waiting = () => {
        form?.removeAttribute('aria-busy');
        if (control.isConnected) control.click();
      };
      start();
    },
    true,
  );

  win.addEventListener(
    RUNTIME_READY_EVENT,
    () => {
      ready = true;
      const next = waiting;
      waiting = null;
      next?.();
    },
    { once: true },
  );
  return start;
}
