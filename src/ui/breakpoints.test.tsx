import { Box } from '@chakra-ui/react';
import { renderWithProviders } from '../test/renderWithProviders';
import { BREAKPOINTS, NOT_MOBILE_QUERY, TABLET_QUERY, XL_QUERY } from './breakpoints';

/** Evaluates the min/max-width media queries we write, for a viewport width. */
function matches(query: string, width: number): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

describe('breakpoints (spec.md section 9)', () => {
  it('has the spec’s steps: 640 small, 768 medium, 1025 large, 1280 extra large, 1536 2xl', () => {
    expect(BREAKPOINTS).toEqual({
      sm: '640px',
      md: '768px',
      lg: '1025px',
      xl: '1280px',
      '2xl': '1536px',
    });
  });

  it('has the tablet range, 768 to 1024 px, meeting large without a gap', () => {
    expect([767, 768, 900, 1024, 1024.5, 1025].map((w) => matches(TABLET_QUERY, w))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect([767, 768].map((w) => matches(NOT_MOBILE_QUERY, w))).toEqual([false, true]);
    expect([1279, 1280].map((w) => matches(XL_QUERY, w))).toEqual([false, true]);
  });

  it('gives the theme the tablet range as `mdOnly`', () => {
    renderWithProviders(<Box paddingInline={{ mdOnly: '6' }}>Tablet padding</Box>);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const sheetRules = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText),
    );
    const rules = [css, ...sheetRules].join('\n');
    // 48rem = 768 px; 64.06rem = 1024.96 px, just under large (1025 px).
    expect(rules).toContain('@media screen and (min-width: 48rem) and (max-width: 64.06rem)');
  });
});
