// The two links that start signing in or registering (the /auth choice, the onboarding funnel):
// full-width buttons in the brand colour, one filled, one outlined.
const linkButton = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '11',
  px: '5',
  py: '2.5',
  borderRadius: 'full',
  fontWeight: 'semibold',
  textDecoration: 'none',
} as const;

export const AUTH_FILLED_LINK_LOOK = {
  ...linkButton,
  bg: 'brand.solid',
  color: 'brand.contrast',
  _hover: { bg: 'brand.solidHover' },
} as const;

export const AUTH_OUTLINED_LINK_LOOK = {
  ...linkButton,
  borderWidth: '1px',
  borderColor: 'brand.solid',
  color: 'brand.fg',
  _hover: { bg: 'brand.subtle' },
} as const;
