// Loaded by jest.config.js for the web project: DOM matchers such as toBeInTheDocument.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom does no layout, so it has no scrolling: the app scrolls to the top on every new page
// and to a link's #anchor.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}

// The web tests render the whole app against a real loopback HTTP server while the server suites
// run beside them on two cores; the library's 1 s default for findBy/waitFor is too tight there.
// A passing wait still resolves as soon as its condition holds.
configure({ asyncUtilTimeout: 4000 });
