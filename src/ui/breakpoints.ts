// spec.md section 9: "under 640 px extra small; 640 small; 768 medium; 1025 large; 1280 extra
// large; 1536 double extra large; tablet 768 to 1024". One place for the theme (Chakra's
// breakpoints; the tablet range is `mdOnly` in style props) and for code that asks the browser
// (matchMedia).

export const BREAKPOINTS = {
  sm: '640px',
  md: '768px',
  lg: '1025px',
  xl: '1280px',
  '2xl': '1536px',
} as const;

/** Medium and up: the `isNotMobile` middleware passes from here (spec.md section 5). */
export const NOT_MOBILE_QUERY = `(min-width: ${BREAKPOINTS.md})`;
/** Extra large: the sub-sidebar opens beside the page from here. */
export const XL_QUERY = `(min-width: ${BREAKPOINTS.xl})`;
/**
 * The tablet range, 768 to 1024 px. Its upper end meets large (1025 px) without a gap for
 * fractional widths (browser zoom), as Chakra's own ranges do.
 */
export const TABLET_QUERY = `(min-width: ${BREAKPOINTS.md}) and (max-width: 1024.98px)`;
