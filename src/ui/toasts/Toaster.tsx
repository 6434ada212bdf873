import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../Icon';
import { BOTTOM_BAR_HEIGHT_VAR } from '../layouts/bottomBarHeight';
import { TOAST_PLACEMENTS, TOAST_RULES, type ToastPlacement, type ToastType } from './toastRules';
import type { Toast, ToastStore } from './ToastStore';

const ICONS: Record<ToastType, IconName> = {
  success: 'check-circle',
  danger: 'alert-circle',
  info: 'info',
  warning: 'alert-triangle',
};

const EDGE = '1rem';
/** Bottom edge: above the phone's bottom bar while it shows (its height, published by the bar). */
const BOTTOM_EDGE = `calc(${EDGE} + var(${BOTTOM_BAR_HEIGHT_VAR}, 0px))`;

/**
 * Where a container sits. Under 768 px (phones: the bottom bar, and sheets whose Save button is
 * at the bottom) every container is at the top, so a toast never covers the navigation or the
 * action that caused it; from 768 px each sits where it is placed.
 */
function containerPosition(placement: ToastPlacement) {
  const [vertical, horizontal = 'center'] = placement.split('-') as [
    'top' | 'bottom',
    ('start' | 'end' | 'center')?,
  ];
  const top = vertical === 'top';
  return {
    top: top ? EDGE : { base: EDGE, md: 'auto' },
    bottom: top ? undefined : { base: 'auto', md: BOTTOM_EDGE },
    insetStart: horizontal === 'start' ? EDGE : undefined,
    insetEnd: horizontal === 'end' ? EDGE : undefined,
    left: horizontal === 'center' ? '50%' : undefined,
    transform: horizontal === 'center' ? 'translateX(-50%)' : undefined,
    alignItems:
      horizontal === 'start' ? 'flex-start' : horizontal === 'end' ? 'flex-end' : 'center',
  } as const;
}

/**
 * The toast containers, one per placement (spec.md section 9). Each is a polite live region that
 * exists before any toast arrives, so screen readers announce new ones; error toasts are alerts.
 */
export const Toaster = observer(function Toaster({ store }: { store: ToastStore }) {
  return (
    <>
      {TOAST_PLACEMENTS.map((placement) => (
        <Flex
          key={placement}
          aria-live="polite"
          data-placement={placement}
          position="fixed"
          zIndex="1500"
          direction="column"
          gap="2"
          maxW={`calc(100vw - 2rem)`}
          pointerEvents="none"
          {...containerPosition(placement)}
        >
          {store.inContainer(placement).map((toast) => (
            <ToastItem key={toast.id} toast={toast} store={store} />
          ))}
        </Flex>
      ))}
    </>
  );
});

const ToastItem = observer(function ToastItem({
  toast,
  store,
}: {
  toast: Toast;
  store: ToastStore;
}) {
  const { t } = useTranslation();
  const { t: tApp } = useTranslation('app');
  const danger = toast.type === 'danger';
  const message =
    toast.message ??
    (toast.messageKey
      ? t(toast.messageKey, toast.messageValues)
      : toast.appMessageKey
        ? tApp(toast.appMessageKey, toast.messageValues)
        : null);
  return (
    <Box
      role={danger ? 'alert' : 'status'}
      data-toast-type={toast.type}
      pointerEvents="auto"
      w={`${TOAST_RULES.widthPx}px`}
      maxW="full"
      bg="bg.surface"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderInlineStartWidth="4px"
      borderInlineStartColor={`${toast.type}.fg`}
      borderRadius="lg"
      boxShadow="toast"
      cursor={toast.closeOnClick ? 'pointer' : 'default'}
      onClick={() => store.click(toast.id)}
      onMouseEnter={() => store.pause(toast.id)}
      onMouseLeave={() => store.resume(toast.id)}
      onFocus={() => store.pause(toast.id)}
      onBlur={() => store.resume(toast.id)}
    >
      <Flex gap="3" align="flex-start" px="4" py="3">
        <Box color={`${toast.type}.fg`} pt="0.5" flexShrink={0}>
          <Icon name={ICONS[toast.type]} size={22} />
        </Box>
        <Box flex="1" minW="0">
          <Text fontWeight="bold" color={`${toast.type}.fg`} lineHeight="short" mb="1">
            {t(`toast.${toast.type}`)}
          </Text>
          {message && (
            <Text fontSize="sm" overflowWrap="anywhere">
              {message}
            </Text>
          )}
          {toast.errorId && (
            <Text fontSize="xs" color="fg.muted" mt="1" overflowWrap="anywhere">
              {t('toast.errorId', { id: toast.errorId })}
            </Text>
          )}
        </Box>
        <chakra.button
          type="button"
          aria-label={t('toast.close')}
          onClick={(event) => {
            event.stopPropagation();
            store.dismiss(toast.id);
          }}
          flexShrink={0}
          display="inline-flex"
          p="1"
          mt="-0.5"
          me="-1"
          borderRadius="md"
          color="fg.muted"
          cursor="pointer"
          _hover={{ bg: 'bg.subtle', color: 'fg' }}
        >
          <Icon name="close" size={18} />
        </chakra.button>
      </Flex>
    </Box>
  );
});
