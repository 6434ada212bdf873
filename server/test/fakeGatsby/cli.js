// A stand-in for `gatsby build` in the rebuild tests (SiteBuilder spawns <root>/node_modules/
// gatsby/cli.js): it reads the English news from CONTENT_API_URL, as gatsby-node does, and writes
// one page per post plus the home into public/. When the content API cannot be read it fails the
// way gatsby-node does, with "Could not load content for the site …" and exit code 1.
'use strict';

async function main() {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const api = process.env.CONTENT_API_URL;
  let posts;
  try {
    const response = await fetch(`${api}/news?locale=en&per_page=100`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`GET ${api}/news answered ${response.status}`);
    posts = (await response.json()).data;
  } catch (error) {
    console.error(
      `ERROR #11321\nCould not load content for the site (CONTENT_API_URL=${api}): ${error.message}`,
    );
    process.exit(1);
  }
  const pub = path.join(process.cwd(), 'public');
  const write = (file, html) => {
    fs.mkdirSync(path.dirname(path.join(pub, file)), { recursive: true });
    fs.writeFileSync(path.join(pub, file), html);
  };
  write('index.html', '<html>home</html>');
  for (const post of posts) write(`news/${post.slug}/index.html`, `<h1>${post.title}</h1>`);
}

void main();
