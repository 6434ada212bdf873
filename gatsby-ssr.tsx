import type { GatsbySSR } from 'gatsby';
import { PageViewTracker } from './src/features/analytics/PageViewTracker';
import { withIntlLocale } from './src/i18n/intlLocale';
import { AppProviders } from './src/ui/AppProviders';
import { SiteAccountSlotProvider } from './src/ui/layouts/siteAccountSlot';
import { SiteAccountControls } from './src/app/siteAccount/SiteAccountControls';
import { colorModeScript } from './src/ui/colorMode/colorModeScript';
import { islandHead, islandPostBody } from './src/app/islands/islandPageHtml';
import { islandsConfigOf, type IslandsConfig } from './src/app/islands/islandsConfig';
import { collectedPageStyles, collectPageStyles } from './src/ui/ssrStyles';

/** The page's styles are collected for the head (src/ui/ssrStyles.tsx), not written in the body. */
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element, pathname }) =>
  collectPageStyles(pathname, <AppProviders>{element}</AppProviders>);

/** The island script, bundled by gatsby-node (src/app/islands/buildIslandsScript.ts). */
declare const __SITE_ISLANDS_SCRIPT__: string;

/** Pages rendered in this worker that ship no runtime (src/app/islands), by path. */
const islandPages = new Map<string, IslandsConfig>();

/** Same tree as gatsby-browser's, so hydration matches; the tracker renders nothing. */
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => {
  const context = props.pageContext as { islands?: unknown };
  if (context.islands === true) islandPages.set(props.location.pathname, islandsConfigOf(context));
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

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents, pathname }) => {
  // Before any stylesheet or bundle: sets the light/dark class so the first paint is right.
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: colorModeScript }} />,
  ]);
  // onRenderBody runs after the page's body has been rendered: its styles are known.
  const styles = collectedPageStyles(pathname);
  if (styles) setHeadComponents([styles]);
};

/** A page of static text ships its HTML, its CSS and the island script (src/app/islands). */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const page = islandPages.get(pathname);
  if (!page) return;
  islandPages.delete(pathname);
  replaceHeadComponents(islandHead(getHeadComponents()));
  replacePostBodyComponents(islandPostBody(getPostBodyComponents(), __SITE_ISLANDS_SCRIPT__, page));
};
