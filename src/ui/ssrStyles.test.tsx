/**
 * @jest-environment node
 */
// Server rendering as gatsby-ssr does it: no document, so emotion takes its server path.
import { Box, Text } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './AppProviders';
import { collectedPageStyles, collectPageStyles } from './ssrStyles';

function renderPage(pathname: string) {
  const body = renderToString(
    collectPageStyles(
      pathname,
      <AppProviders>
        <Box as="main" p="4" bg="bg.surface">
          <Text fontWeight="bold">Hello</Text>
        </Box>
      </AppProviders>,
    ),
  );
  const head = collectedPageStyles(pathname);
  return { body, head: head ? renderToString(head) : '' };
}

it('writes no style element in the body and every rule once in one head element', () => {
  const { body, head } = renderPage('/news/');
  expect(body).not.toContain('<style');
  expect(body).toContain('Hello');
  const style = /^<style data-emotion="css ([^"]+)">([\s\S]*)<\/style>$/.exec(head);
  expect(style).not.toBeNull();
  const [, ids, css] = style!;
  // The classes the body uses are defined in the head, under the ids emotion hydrates from.
  const classes = [...body.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(' '));
  const emotionClasses = classes.filter((c) => c.startsWith('css-'));
  expect(emotionClasses.length).toBeGreaterThan(0);
  for (const name of emotionClasses) {
    expect(css).toContain(`.${name}`);
    expect(ids!.split(' ')).toContain(name.slice('css-'.length));
  }
});

it('keeps each page’s styles apart and hands them out once', () => {
  renderPage('/a/');
  expect(collectedPageStyles('/a/')).toBeNull();
  expect(collectedPageStyles('/never-rendered/')).toBeNull();
});
