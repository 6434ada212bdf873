import { Box, chakra, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type TouchEvent as ReactTouchEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalStore } from './ModalStoreContext';
import { CornerCloseButton } from '../CornerCloseButton';
import type { ModalHooks } from './ModalStore';
import { SwipeToClose } from './swipeToClose';
import { useBodyScrollLock } from './useBodyScrollLock';
import { useFocusTrap } from './useFocusTrap';

export interface AppModalProps extends ModalHooks {
  /** The modal's id in the ModalStore: open it with `stores.modals.open(id)`. */
  id: string;
  /** Heading of the modal; it also names the dialog for assistive technology. */
  title: string;
  /** Optional text under the title, read as the dialog's description. */
  description?: string;
  children: ReactNode;
  /** Buttons at the bottom (their handlers close the modal with reason 'action'). */
  footer?: ReactNode;
}

/**
 * A modal dialog of the signed-in app, open while its id is in the ModalStore. Escape, the close
 * button, a click on the overlay and a swipe down on touch screens all ask the store to close it,
 * so its before-close hook can refuse. Focus stays inside while it is the top modal and goes
 * back where it was afterwards. On phones it is a bottom sheet, elsewhere a centred card.
 */
export const AppModal = observer(function AppModal({
  id,
  title,
  description,
  children,
  footer,
  beforeOpen,
  beforeClose,
}: AppModalProps) {
  const { t } = useTranslation('app');
  const modals = useModalStore();
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const swipe = useRef(new SwipeToClose());
  const [dragOffset, setDragOffset] = useState(0);

  // Hooks change with every render of the parent; the store always calls the latest ones.
  const latest = useRef<ModalHooks>({ beforeOpen, beforeClose });
  latest.current = { beforeOpen, beforeClose };
  useEffect(
    () =>
      modals.register(id, {
        beforeOpen: () => latest.current.beforeOpen?.(),
        beforeClose: (reason) => latest.current.beforeClose?.(reason),
      }),
    [modals, id],
  );

  const open = modals.isOpen(id);
  const isTop = modals.isTop(id);
  const layers = modals.zIndexOf(id);
  useFocusTrap(panel, open && isTop);

  useEffect(() => {
    if (!open || !isTop) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      void modals.close(id, 'escape');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [modals, id, open, isTop]);

  useBodyScrollLock(open);

  if (!open || !layers || typeof document === 'undefined') return null;

  const point = (event: ReactTouchEvent) => {
    const touch = event.changedTouches[0];
    return touch ? { x: touch.clientX, y: touch.clientY, t: performance.now() } : null;
  };
  const onTouchStart = (event: ReactTouchEvent) => {
    const start = point(event);
    // A scrolled panel scrolls back up first; only a panel at its top follows the finger.
    if (!start || event.touches.length > 1 || (panel.current?.scrollTop ?? 0) > 0) return;
    swipe.current.begin(start);
  };
  const onTouchMove = (event: ReactTouchEvent) => {
    const now = point(event);
    if (!now || !swipe.current.active) return;
    const offset = swipe.current.move(now);
    if (offset !== null) setDragOffset(offset);
  };
  const onTouchEnd = (event: ReactTouchEvent) => {
    const end = point(event);
    if (!end || !swipe.current.active) return;
    const height = panel.current?.getBoundingClientRect().height ?? 0;
    setDragOffset(0);
    if (swipe.current.end(end, height)) void modals.close(id, 'swipe');
  };

  return createPortal(
    <>
      <Box
        data-modal-overlay={id}
        position="fixed"
        inset="0"
        bg="rgba(28, 25, 23, 0.55)"
        style={{ zIndex: layers.overlay }}
        onClick={() => void modals.close(id, 'overlay')}
      />
      <Flex
        position="fixed"
        inset="0"
        align={{ base: 'flex-end', md: 'center' }}
        justify="center"
        p={{ base: '0', md: '6' }}
        pointerEvents="none"
        style={{ zIndex: layers.content }}
      >
        <Box
          ref={panel}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          data-modal={id}
          pointerEvents="auto"
          bg="bg.surface"
          color="fg"
          w="full"
          maxW={{ base: 'full', md: '32rem' }}
          maxH={{ base: '90vh', md: '85vh' }}
          overflowY="auto"
          borderTopRadius="2xl"
          borderBottomRadius={{ base: '0', md: '2xl' }}
          boxShadow="toast"
          px={{ base: '5', md: '7' }}
          pt="3"
          pb={{ base: '6', md: '7' }}
          _focus={{ outline: 'none' }}
          style={{
            transform: dragOffset > 0 ? `translateY(${dragOffset}px)` : undefined,
            overscrollBehavior: 'contain',
          }}
          onTouchStart={onTouchStart}
          onTouchMove={onTouchMove}
          onTouchEnd={onTouchEnd}
          onTouchCancel={() => {
            swipe.current.cancel();
            setDragOffset(0);
          }}
        >
          {/* The grab handle tells touch users the sheet can be swiped away. */}
          <Box
            aria-hidden="true"
            mx="auto"
            w="10"
            h="1"
            borderRadius="full"
            bg="border"
            display={{ base: 'block', md: 'none' }}
          />
          <Flex align="flex-start" gap="3" mt="3">
            <chakra.h2 id={titleId} flex="1" fontSize="xl" fontWeight="bold" lineHeight="short">
              {title}
            </chakra.h2>
            <CornerCloseButton
              aria-label={t('modals.close')}
              onClick={() => void modals.close(id, 'button')}
            />
          </Flex>
          {description && (
            <chakra.p id={descriptionId} color="fg.muted" mt="1">
              {description}
            </chakra.p>
          )}
          <Box mt="4">{children}</Box>
          {footer && (
            <Flex mt="6" gap="3" justify="flex-end" wrap="wrap">
              {footer}
            </Flex>
          )}
        </Box>
      </Flex>
    </>,
    document.body,
  );
});
