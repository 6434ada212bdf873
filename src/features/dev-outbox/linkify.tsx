import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/**
 * Plain text with its web addresses as links: the demo shows a mail's text part (never its HTML,
 * which would need sanitising) and the reset link in it must be clickable.
 */
export function linkify(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, i) =>
    i % 2 === 1 ? (
      <chakra.a
        key={i}
        href={part}
        color="brand.fg"
        textDecoration="underline"
        overflowWrap="anywhere"
      >
        {part}
      </chakra.a>
    ) : (
      part
    ),
  );
}
