import { Box, chakra, Flex } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { CornerCloseButton } from '../../ui/CornerCloseButton';
import { DISMISS_BUTTON_ATTRIBUTE } from './bannerDismissals';
import { PILL_ACTION_LOOK } from '../../ui/pillActionLook';

export type BannerTone = 'brand' | 'info' | 'success' | 'warning';

const TONES: Record<BannerTone, { bg: string; accent: string }> = {
  brand: { bg: 'brand.subtle', accent: 'brand.fg' },
  info: { bg: 'info.subtle', accent: 'info.fg' },
  success: { bg: 'success.subtle', accent: 'success.fg' },
  warning: { bg: 'warning.subtle', accent: 'warning.fg' },
};

/**
 * The look of a banner's main action, a link (the report's download, the sign-up page): a filled
 * pill in the brand colour. Spread on the link (`<AppLink {...BANNER_ACTION_LOOK}>`), so each
 * banner keeps its own element and tracking.
 */
export const BANNER_ACTION_LOOK = { ...PILL_ACTION_LOOK, px: '5', py: '2.5' } as const;

export interface BannerProps {
  bannerId: string;
  tone: BannerTone;
  /** Decorative: the title says what the banner is about. */
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Shown as a close button when given. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/**
 * One banner: a titled region (so it is listed among the page's landmarks by name) with an icon,
 * text, actions and, when dismissible, a close button. Presentational only: the public sign-up
 * banner uses it without the app's stores.
 */
export function Banner({
  bannerId,
  tone,
  icon,
  title,
  children,
  actions,
  onDismiss,
  dismissLabel,
}: BannerProps) {
  const titleId = useId();
  const colours = TONES[tone];
  return (
    <chakra.section
      aria-labelledby={titleId}
      data-banner={bannerId}
      display="flex"
      gap="4"
      alignItems="flex-start"
      bg={colours.bg}
      borderWidth="1px"
      borderColor="border"
      borderInlineStartWidth="4px"
      borderInlineStartColor={colours.accent}
      borderRadius="xl"
      px={{ base: '4', md: '6' }}
      py={{ base: '4', md: '5' }}
    >
      <Flex
        flexShrink="0"
        align="center"
        justify="center"
        w="10"
        h="10"
        borderRadius="full"
        bg="bg.surface"
        color={colours.accent}
        aria-hidden="true"
      >
        {icon}
      </Flex>
      <Box flex="1" minW="0">
        <chakra.h2 id={titleId} fontSize="lg" fontWeight="bold" lineHeight="short">
          {title}
        </chakra.h2>
        {children && <Box mt="1.5">{children}</Box>}
        {actions && (
          <Flex mt="4" gap="3" wrap="wrap" align="center">
            {actions}
          </Flex>
        )}
      </Box>
      {onDismiss && (
        <CornerCloseButton
          aria-label={dismissLabel}
          onClick={onDismiss}
          {...{ [DISMISS_BUTTON_ATTRIBUTE]: '' }}
          flexShrink="0"
          hoverBg="bg.surface"
        />
      )}
    </chakra.section>
  );
}
