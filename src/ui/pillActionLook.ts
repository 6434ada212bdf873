/**
 * A page's main action as a pill in the brand colour. A link or a button spreads it
 * (`<AppLink to={…} {...PILL_ACTION_LOOK}>`) and keeps its own element, tracking and size: the
 * home page's call to action, a care place's phone link, the banners' actions, the error page's
 * way home.
 */
export const PILL_ACTION_LOOK = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '6',
  py: '3',
  borderRadius: 'full',
  bg: 'brand.solid',
  color: 'brand.contrast',
  fontWeight: 'semibold',
  _hover: { bg: 'brand.solidHover' },
} as const;
