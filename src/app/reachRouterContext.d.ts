// Gatsby's router (@gatsbyjs/reach-router, aliased as @reach/router) exports its location
// context; the community types only name its shape. BuildLocation.tsx provides it.
import type { Context } from 'react';
import type { LocationContext as LocationContextValue } from '@reach/router';

declare module '@reach/router' {
  export const LocationContext: Context<LocationContextValue | undefined>;
  export function useLocationContext(): LocationContextValue;
}
