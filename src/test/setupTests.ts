// Loaded by jest.config.js for the web project: DOM matchers such as toBeInTheDocument.
import '@testing-library/jest-dom';

// jsdom does no layout, so it has no scrolling: the app scrolls to the top on every new page.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
