import type { GatsbySSR } from 'gatsby';
import { PageViewTracker } from './src/features/analytics/PageViewTracker';
import { withIntlLocale } from './src/i18n/intlLocale';
import { AppProviders } from './src/ui/AppProviders';
import { SiteAccountSlotProvider } from './src/ui/layouts/siteAccountSlot';
import { SiteAccountControls } from './src/app/siteAccount/SiteAccountControls';
import { colorModeScript } from './src/ui/colorMode/colorModeScript';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <AppProviders>{element}</AppProviders>
);

/** Same tree as gatsby-browser's, so hydration matches; the tracker renders nothing. */
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => {
  const page = (
    <>
      {withIntlLocale(element)}
      <PageViewTracker location={props.location} />
    </>
  );
  // The guest's sign in / sign up in the prebuilt header of every public page.
  if ((props.pageContext as { appShell?: unknown }).appShell === true) return page;
  return (
    <SiteAccountSlotProvider value={<SiteAccountControls path={props.location.pathname} />}>
      {page}
    </SiteAccountSlotProvider>
  );
};

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  // Before any stylesheet or bundle: sets the light/dark class so the first paint is right.
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript }} />,
  ]);
};
