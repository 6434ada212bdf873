/**
 * The look of a card (a raised surface with the card shadow), for elements that are cards but not
 * a TitledCard — list items, articles: `<chakra.li {...CARD_SURFACE} px="4">`.
 */
export const CARD_SURFACE = {
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'xl',
  boxShadow: 'card',
} as const;
