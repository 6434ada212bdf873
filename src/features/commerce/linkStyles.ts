/** Links that look like the app's buttons (ui/forms/Button): they lead somewhere, so they are links. */
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
  textDecoration: 'none',
} as const;

export const PRIMARY_LINK = {
  ...base,
  bg: 'brand.solid',
  color: 'brand.contrast',
  _hover: { bg: 'brand.solidHover' },
} as const;

export const SECONDARY_LINK = {
  ...base,
  bg: 'bg.surface',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  _hover: { bg: 'bg.subtle', borderColor: 'fg.muted' },
} as const;

/** An underlined text link. */
export const TEXT_LINK = {
  color: 'brand.fg',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
} as const;
