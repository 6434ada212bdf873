import { chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '../../ui/icons/AppIcon';

/** Puts text on the clipboard; the older way (a selected text area) where the API is missing. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): try the older way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let done = false;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  area.remove();
  return done;
}

/**
 * A button that copies `text`. Its visible label says what it copies ("Copy link"); after a copy
 * it says "Copied" for a moment, and a polite live region tells screen readers the same.
 */
export function CopyButton({
  text,
  label,
  onCopied,
}: {
  text: string;
  /** The visible label: "Copy link", "Copy code". */
  label: string;
  onCopied?: () => void;
}) {
  const { t } = useTranslation('app');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const announcement =
    state === 'copied'
      ? t('affiliate.copy.copied')
      : state === 'failed'
        ? t('affiliate.copy.failed')
        : '';
  return (
    <>
      <chakra.button
        type="button"
        onClick={async () => {
          const ok = await copyText(text);
          setState(ok ? 'copied' : 'failed');
          if (ok) onCopied?.();
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => setState('idle'), 2500);
        }}
        display="inline-flex"
        alignItems="center"
        gap="2"
        px="4"
        py="2"
        minH="11"
        maxW="full"
        borderRadius="2xl"
        borderWidth="1px"
        borderColor="border"
        bg="bg.surface"
        color="fg"
        fontWeight="semibold"
        textAlign="start"
        // Labels name what they copy ("Copy the Instagram text (日本語)"): on a phone they wrap
        // inside the button instead of pushing the page wider than the screen.
        whiteSpace="normal"
        cursor="pointer"
        _hover={{ bg: 'bg.subtle', borderColor: 'fg.muted' }}
      >
        <AppIcon icon={state === 'copied' ? 'lucide:check' : 'lucide:copy'} size={18} />
        {label}
      </chakra.button>
      <chakra.span role="status" srOnly>
        {announcement}
      </chakra.span>
    </>
  );
}
