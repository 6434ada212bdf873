import { Box, chakra, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/StoreProvider';
import { Icon } from '../../ui/Icon';
import { useBodyScrollLock } from '../../ui/modals/useBodyScrollLock';
import { useFocusTrap } from '../../ui/modals/useFocusTrap';

export interface LightboxItem {
  key: string;
  /** The large copy of the image. */
  src: string;
  /** Text alternative of the image. */
  alt: string;
  caption?: string | null;
}

export interface LightboxProps {
  /** Its id in the ModalStore: open it with `modals.open(id)`. */
  id: string;
  items: readonly LightboxItem[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Extra buttons for the shown item (delete…). */
  actions?: (item: LightboxItem) => ReactNode;
}

const roundButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  borderRadius: 'full',
  bg: 'rgba(255, 255, 255, 0.14)',
  color: 'white',
  cursor: 'pointer',
  _hover: { bg: 'rgba(255, 255, 255, 0.28)' },
  _disabled: { opacity: 0.35, cursor: 'default' },
} as const;

/**
 * Photos one at a time over the page, on the ModalStore like any modal (z-index, before-close).
 * Keyboard: Left and Right arrows (and Home, End) move through the photos, Escape closes, Tab
 * stays inside; focus returns to the thumbnail that opened it. The position is announced.
 */
export const Lightbox = observer(function Lightbox({
  id,
  items,
  index,
  onIndexChange,
  actions,
}: LightboxProps) {
  const { t } = useTranslation('app');
  const { modals } = useStores();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => modals.register(id, {}), [modals, id]);

  const open = modals.isOpen(id) && items.length > 0;
  const isTop = modals.isTop(id);
  useFocusTrap(panel, open && isTop);

  const count = items.length;
  const current = items[Math.min(Math.max(index, 0), count - 1)];
  useEffect(() => {
    if (!open || !isTop) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const moves: Record<string, number> = {
        ArrowLeft: index - 1,
        ArrowRight: index + 1,
        Home: 0,
        End: count - 1,
      };
      if (event.key === 'Escape') {
        event.preventDefault();
        void modals.close(id, 'escape');
      } else if (event.key in moves) {
        event.preventDefault();
        const next = moves[event.key] as number;
        if (next >= 0 && next < count) onIndexChange(next);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [modals, id, open, isTop, index, count, onIndexChange]);

  useBodyScrollLock(open);

  const layers = modals.zIndexOf(id);
  if (!open || !current || !layers || typeof document === 'undefined') return null;
  const position = t('files.lightbox.position', { current: index + 1, total: count });

  return createPortal(
    <Box
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-lightbox={id}
      position="fixed"
      inset="0"
      bg="rgba(12, 10, 9, 0.94)"
      color="white"
      display="flex"
      flexDirection="column"
      style={{ zIndex: layers.content }}
      _focus={{ outline: 'none' }}
    >
      <Flex align="center" gap="3" px={{ base: '3', md: '6' }} py="3">
        <chakra.h2 id={titleId} flex="1" fontWeight="semibold" fontSize="md" lineClamp={1}>
          {current.caption || current.alt}
        </chakra.h2>
        <chakra.p
          aria-live="polite"
          fontSize="sm"
          color="rgba(255, 255, 255, 0.85)"
          whiteSpace="nowrap"
        >
          {position}
        </chakra.p>
        {actions?.(current)}
        <chakra.button
          type="button"
          aria-label={t('modals.close')}
          onClick={() => void modals.close(id, 'button')}
          {...roundButton}
        >
          <Icon name="close" />
        </chakra.button>
      </Flex>
      <Flex flex="1" minH="0" align="center" justify="center" gap="2" px={{ base: '2', md: '6' }}>
        <chakra.button
          type="button"
          aria-label={t('files.lightbox.previous')}
          disabled={index <= 0}
          onClick={() => onIndexChange(index - 1)}
          {...roundButton}
          flexShrink={0}
        >
          <Icon name="arrow-left" />
        </chakra.button>
        <Flex flex="1" minW="0" h="full" align="center" justify="center" py="2">
          <chakra.img
            key={current.key}
            src={current.src}
            alt={current.alt}
            maxW="full"
            maxH="full"
            objectFit="contain"
            borderRadius="md"
          />
        </Flex>
        <chakra.button
          type="button"
          aria-label={t('files.lightbox.next')}
          disabled={index >= count - 1}
          onClick={() => onIndexChange(index + 1)}
          {...roundButton}
          flexShrink={0}
        >
          <Icon name="arrow-right" />
        </chakra.button>
      </Flex>
      <chakra.p
        px="6"
        pb="4"
        pt="2"
        textAlign="center"
        fontSize="sm"
        color="rgba(255, 255, 255, 0.85)"
      >
        {t('files.lightbox.keys')}
      </chakra.p>
    </Box>,
    document.body,
  );
});
