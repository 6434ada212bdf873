import { createHtmlSanitizer } from '../../ui/sanitizeHtml';
import { dropReporter } from './loadContentPlans';

describe('dropReporter', () => {
  it('warns about every embed the sanitiser drops, with its source, and counts the rest', () => {
    const warnings: string[] = [];
    const drops = dropReporter({ warn: (message) => warnings.push(message) });
    const sanitize = createHtmlSanitizer(window, { onDrop: drops.onDrop });
    sanitize(
      '<p>a</p><iframe src="https://widgets.example.com/player/1"></iframe>' +
        '<script>x()</script><script>y()</script><style>p{}</style>',
    );
    drops.flush();
    expect(warnings).toEqual([
      expect.stringContaining('https://widgets.example.com/player/1'),
      'content: refused elements dropped from article HTML: 2 <script>, 1 <style>',
    ]);
    expect(warnings[0]).toContain('GATSBY_EMBED_HOSTS');
  });
});
