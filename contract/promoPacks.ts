// Promo packs for affiliates: the channels each pack has a ready-to-post text for.

export const PROMO_CHANNELS = ['instagram', 'x', 'newsletter'] as const;
export type PromoChannel = (typeof PROMO_CHANNELS)[number];
