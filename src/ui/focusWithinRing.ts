/**
 * The focus ring of an element whose focusable control is inside it (a picture tile around its
 * radio, an editor around its text), the same ring the fields draw:
 * `_focusWithin={FOCUS_WITHIN_RING}`.
 */
export const FOCUS_WITHIN_RING = {
  outline: '3px solid',
  outlineColor: 'focusRing',
  outlineOffset: '1px',
} as const;
