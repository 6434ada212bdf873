import type { GatsbyBrowser } from 'gatsby';
import { AppProviders } from './src/ui/AppProviders';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <AppProviders>{element}</AppProviders>
);
