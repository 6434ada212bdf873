import type { GatsbySSR } from 'gatsby';
import { AppProviders } from './src/ui/AppProviders';
import { colorModeScript } from './src/ui/colorMode/colorModeScript';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <AppProviders>{element}</AppProviders>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  // Before any stylesheet or bundle: sets the light/dark class so the first paint is right.
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript }} />,
  ]);
};
