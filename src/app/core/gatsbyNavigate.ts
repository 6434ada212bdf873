/** Gatsby's navigate() and window.___navigate, as the app and its features call them. */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type GatsbyNavigate = (to: string | number, options?: NavigateOptions) => void;
