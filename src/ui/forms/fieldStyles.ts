/** Shared look of text inputs and selects: large touch targets, visible focus, error border. */
export const inputStyles = {
  display: 'block',
  w: 'full',
  minH: '11',
  px: '3',
  py: '2',
  fontSize: 'md',
  bg: 'bg.surface',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  _invalid: { borderColor: 'danger.fg', borderWidth: '2px' },
  _disabled: { opacity: 0.7, cursor: 'not-allowed' },
} as const;
