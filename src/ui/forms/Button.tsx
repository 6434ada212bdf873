import { chakra } from '@chakra-ui/react';

/** The app's buttons: primary (filled), secondary (outlined) and quiet (text only). */
const base = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  px: '5',
  py: '2.5',
  minH: '11',
  borderRadius: 'full',
  fontWeight: 'semibold',
  lineHeight: 'short',
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'background 0.15s, border-color 0.15s',
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
} as const;

/**
 * The primary button's look, also for a link that is the main action of its place
 * (`<AppLink to={…} {...PRIMARY_BUTTON_LOOK}>`): no wrapper, so no ref is handed to AppLink.
 */
export const PRIMARY_BUTTON_LOOK = {
  ...base,
  bg: 'brand.solid',
  color: 'brand.contrast',
  _hover: { bg: 'brand.solidHover' },
} as const;

export const PrimaryButton = chakra('button', { base: PRIMARY_BUTTON_LOOK });

/** The secondary button's look, also for a link (`<AppLink {...SECONDARY_BUTTON_LOOK}>`). */
export const SECONDARY_BUTTON_LOOK = {
  ...base,
  bg: 'bg.surface',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  _hover: { bg: 'bg.subtle', borderColor: 'fg.muted' },
} as const;

export const SecondaryButton = chakra('button', { base: SECONDARY_BUTTON_LOOK });

export const QuietButton = chakra('button', {
  base: {
    ...base,
    px: '2',
    minH: 'auto',
    py: '1',
    borderRadius: 'md',
    bg: 'transparent',
    color: 'brand.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _hover: { bg: 'bg.subtle' },
  },
});
