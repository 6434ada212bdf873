// spec.md section 9: the toast rules, in one place.

export const TOAST_TYPES = ['success', 'danger', 'info', 'warning'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const TOAST_PLACEMENTS = [
  'top-start',
  'top',
  'top-end',
  'bottom-start',
  'bottom',
  'bottom-end',
] as const;
export type ToastPlacement = (typeof TOAST_PLACEMENTS)[number];

export const TOAST_RULES = {
  durationMs: 5_000,
  errorDurationMs: 30_000,
  maxPerContainer: 5,
  placement: 'bottom-end' as ToastPlacement,
  widthPx: 460,
};

/** The title of each type (spec.md section 8); the UI translates them. */
export const TOAST_TITLES: Record<ToastType, string> = {
  success: 'operation successful',
  danger: 'error occurred',
  info: 'information',
  warning: 'attention required',
};
