/** An underlined text link in the brand colour (`<AppLink to={…} {...TEXT_LINK_LOOK}>`). */
export const TEXT_LINK_LOOK = {
  color: 'brand.fg',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
} as const;
