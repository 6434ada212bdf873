// jsdom plus the Fetch API of the Node process running jest. jsdom has no fetch, and real
// browsers do: with this, the HTTP client is tested against real local servers (no mocked fetch).
// jsdom keeps its own XMLHttpRequest, FormData, Blob and File (uploads run through jsdom's XHR).
// Jest loads test environments with require(), so this file is CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'structuredClone',
];

class BrowserEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = BrowserEnvironment;
