import type { GatsbySSR } from 'gatsby';
import { PageViewTracker } from './src/features/analytics/PageViewTracker';
import { withIntlLocale } from './src/i18n/intlLocale';
import { AppProviders } from './src/ui/AppProviders';
import { colorModeScript } from './src/ui/colorMode/colorModeScript';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <AppProviders>{element}</AppProviders>
);

/** Same tree as gatsby-browser's, so hydration matches; the tracker renders nothing. */
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <>
    {withIntlLocale(element)}
    <PageViewTracker location={props.location} />
  </>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  // Before any stylesheet or bundle: sets the light/dark class so the first paint is right.
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript }} />,
  ]);
};
