import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

/** spec.md §9: tooltips sit 8 px from what they describe, above it. */
export const TOOLTIP_OFFSET_PX = 8;
export const TOOLTIP_PLACEMENT = 'top';
/** Above every stacked modal (ui/modals/modalRules.ts). */
const TOOLTIP_Z_INDEX = 2000;

export interface TooltipProps {
  /** What the tooltip says; it also describes the trigger for assistive technology. */
  content: ReactNode;
  /** One focusable element (a button or link): the tooltip shows on hover and keyboard focus. */
  children: ReactElement;
  openDelay?: number;
}

/**
 * Chakra v3's Tooltip with the product's placement and offset. Our Chakra system ships no tooltip
 * recipe (only what pages use), so the content is styled here.
 */
export function Tooltip({ content, children, openDelay = 300 }: TooltipProps) {
  return (
    <ChakraTooltip.Root
      openDelay={openDelay}
      closeDelay={100}
      positioning={{ placement: TOOLTIP_PLACEMENT, gutter: TOOLTIP_OFFSET_PX }}
    >
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner style={{ zIndex: TOOLTIP_Z_INDEX }}>
          <ChakraTooltip.Content
            bg="fg"
            color="bg"
            px="2.5"
            py="1.5"
            borderRadius="md"
            fontSize="sm"
            fontWeight="medium"
            maxW="xs"
            boxShadow="toast"
          >
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
