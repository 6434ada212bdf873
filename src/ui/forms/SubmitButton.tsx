import type { ComponentProps, MouseEvent } from 'react';
import { PrimaryButton } from './Button';

/**
 * The submit button of a form. Pressing it must not blur the field first: the blur would show
 * that field's error, the text below would move, and the release would miss the button, losing
 * the click (a classic with validate-on-blur forms). Keyboard submit is unaffected.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...rest
}: ComponentProps<typeof PrimaryButton> & { busy: boolean; busyLabel: string }) {
  return (
    <PrimaryButton
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => event.preventDefault()}
      {...rest}
    >
      {busy ? busyLabel : children}
    </PrimaryButton>
  );
}
