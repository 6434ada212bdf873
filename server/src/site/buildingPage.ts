// Shown before the first site build exists; plain HTML so it needs nothing from the build.
const page = (title: string, text: string, refresh: boolean) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#fdf8f3;color:#1f2933}main{max-width:32rem;padding:2rem;text-align:center}</style>
</head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;

export const buildingPage = () =>
  page(
    'PetCare is getting ready',
    'The site is being built from the latest content. This page refreshes by itself in a few seconds.',
    true,
  );

export const buildFailedPage = () =>
  page(
    'PetCare could not build the site',
    'The API is running, but the site build failed. The server log says why.',
    false,
  );
