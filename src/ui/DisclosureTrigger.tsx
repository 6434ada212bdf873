import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { ROUND_TRIGGER } from './roundTrigger';
import type { useDisclosurePanel } from './useDisclosurePanel';

/**
 * The pill button that opens and closes a useDisclosurePanel panel (bell, preferences, account,
 * pet): it says whether the panel is open and which it is, and hands focus back on Escape through
 * the hook's ref. `onClick` runs before the panel toggles (the bell measures where to open).
 * Name it with `aria-label`; size and padding are the caller's.
 */
export function DisclosureTrigger({
  disclosure,
  onClick,
  children,
  ...rest
}: Omit<HTMLChakraProps<'button'>, 'type' | 'onClick'> & {
  disclosure: ReturnType<typeof useDisclosurePanel>;
  onClick?: () => void;
}) {
  return (
    <chakra.button
      ref={disclosure.button}
      type="button"
      aria-expanded={disclosure.open}
      aria-controls={disclosure.panelId}
      onClick={() => {
        onClick?.();
        disclosure.setOpen((v) => !v);
      }}
      {...rest}
      {...ROUND_TRIGGER}
    >
      {children}
    </chakra.button>
  );
}
