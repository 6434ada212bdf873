/**
 * The CSS variable holding the phone's bottom bar height (set by the app shell's bar while it
 * shows): what sticks to the window's bottom stays above it.
 */
export const BOTTOM_BAR_HEIGHT_VAR = '--pc-bottom-bar';
