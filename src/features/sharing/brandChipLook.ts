/**
 * The look of a small rounded label in the brand colour for what a clinic did or may see (the
 * "Added by" note, a share's scopes): spread on the element, `<chakra.li {...BRAND_CHIP_LOOK}>`.
 */
export const BRAND_CHIP_LOOK = {
  px: '2.5',
  py: '0.5',
  borderRadius: 'full',
  bg: 'brand.subtle',
  color: 'brand.fg',
  fontSize: 'sm',
  fontWeight: 'semibold',
} as const;
