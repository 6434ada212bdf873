import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { BREAKPOINTS } from './breakpoints';

// Our own slice of Chakra's theme: the default system ships every recipe and a large global style
// block in every page, so we keep only the tokens and styles our pages use (STACK.md).

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Hiragino Sans", "Yu Gothic UI", "Meiryo", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

// Code-like values (referral, promo and registration codes, URLs) end in the generic family: the
// named faces are missing on many Linux machines and Chakra's own fallback stack names no generic
// family, so the browser fell back to its default serif.
const monoFonts =
  'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", "Noto Sans Mono", monospace';

const spacing = Object.fromEntries(
  [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 14, 16, 20, 24].map((n) => [
    String(n),
    { value: `${n / 4}rem` },
  ]),
);

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'pc',
  cssVarsRoot: ':where(html)',
  globalCss: {
    html: {
      color: 'fg',
      bg: 'bg',
      lineHeight: '1.6',
      fontFamily: 'body',
      textSizeAdjust: '100%',
      // Read by the preflight for code, kbd, samp and pre.
      '--global-font-mono': 'fonts.mono',
      '--global-font-body': 'fonts.body',
    },
    // A long word or URL wraps instead of widening the page past a phone's width (it does not
    // change how wide a box needs to be, unlike `anywhere`).
    body: { minHeight: '100vh', overflowWrap: 'break-word' },
    // Japanese breaks between phrases, never mid-word, everywhere (labels, buttons, sidebar), in
    // Chromium; other browsers keep the default line breaking.
    'html:lang(ja)': { wordBreak: 'auto-phrase' },
    // Media and preformatted text never wider than their box.
    'img, video, canvas, iframe': { maxWidth: '100%' },
    pre: { maxWidth: '100%', overflowX: 'auto' },
    // Balanced headings; Japanese breaks between phrases instead of mid-word where supported.
    'h1, h2, h3': { textWrap: 'balance', wordBreak: 'auto-phrase' },
    'a, button, select, summary, [tabindex]': {
      _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    '*, *::before, *::after': {
      _motionReduce: { transition: 'none !important', animation: 'none !important' },
    },
  },
  theme: {
    // spec.md section 9: under 640 extra small, 640 sm, 768 md, 1025 lg, 1280 xl, 1536 2xl; the
    // tablet range (768 to 1024) is md up to lg, `mdOnly` in style props: px={{ mdOnly: '6' }}.
    breakpoints: BREAKPOINTS,
    tokens: {
      fonts: {
        body: { value: systemFonts },
        heading: { value: systemFonts },
        mono: { value: monoFonts },
      },
      fontSizes: {
        xs: { value: '0.75rem' },
        sm: { value: '0.875rem' },
        md: { value: '1rem' },
        lg: { value: '1.125rem' },
        xl: { value: '1.25rem' },
        '2xl': { value: '1.5rem' },
        '3xl': { value: '1.875rem' },
        '4xl': { value: '2.25rem' },
        '5xl': { value: '3rem' },
      },
      fontWeights: {
        normal: { value: '400' },
        medium: { value: '500' },
        semibold: { value: '600' },
        bold: { value: '700' },
      },
      lineHeights: { short: { value: '1.25' }, normal: { value: '1.6' }, tall: { value: '1.75' } },
      radii: {
        sm: { value: '0.25rem' },
        md: { value: '0.5rem' },
        lg: { value: '0.75rem' },
        xl: { value: '1rem' },
        '2xl': { value: '1.5rem' },
        full: { value: '9999px' },
      },
      spacing,
      sizes: {
        ...spacing,
        full: { value: '100%' },
        prose: { value: '70ch' },
        content: { value: '72rem' },
      },
      colors: {
        // Warm neutrals (stone) and a deep teal: friendly but calm, with AA contrast either way.
        stone: {
          50: { value: '#fcfaf7' },
          100: { value: '#f6f1ea' },
          200: { value: '#e7e0d6' },
          300: { value: '#d3c9bc' },
          400: { value: '#a8a29e' },
          600: { value: '#57534e' },
          700: { value: '#44403c' },
          800: { value: '#292524' },
          850: { value: '#221f1d' },
          900: { value: '#1c1917' },
        },
        teal: {
          200: { value: '#99f6e4' },
          300: { value: '#5eead4' },
          700: { value: '#0f766e' },
          800: { value: '#115e59' },
          900: { value: '#134e4a' },
        },
        peach: { 100: { value: '#fdebd8' }, 200: { value: '#fbd5ae' }, 800: { value: '#7c3d12' } },
        // Status colours for toasts and form messages: 700 on light, 300 on dark (AA either way).
        green: { 50: { value: '#f0fdf4' }, 300: { value: '#86efac' }, 700: { value: '#15803d' } },
        red: { 50: { value: '#fef2f2' }, 300: { value: '#fca5a5' }, 700: { value: '#b91c1c' } },
        blue: { 50: { value: '#eff6ff' }, 300: { value: '#93c5fd' }, 700: { value: '#1d4ed8' } },
        amber: { 50: { value: '#fffbeb' }, 300: { value: '#fcd34d' }, 800: { value: '#92400e' } },
      },
    },
    semanticTokens: {
      colors: {
        bg: {
          DEFAULT: { value: { base: '{colors.stone.50}', _dark: '{colors.stone.900}' } },
          surface: { value: { base: '#ffffff', _dark: '{colors.stone.800}' } },
          subtle: { value: { base: '{colors.stone.100}', _dark: '{colors.stone.850}' } },
          accent: { value: { base: '{colors.peach.100}', _dark: '#3b2618' } },
        },
        fg: {
          DEFAULT: { value: { base: '{colors.stone.900}', _dark: '{colors.stone.50}' } },
          muted: { value: { base: '{colors.stone.600}', _dark: '{colors.stone.400}' } },
          accent: { value: { base: '{colors.peach.800}', _dark: '{colors.peach.200}' } },
        },
        border: {
          DEFAULT: { value: { base: '{colors.stone.200}', _dark: '{colors.stone.700}' } },
        },
        brand: {
          solid: { value: { base: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
          solidHover: { value: { base: '{colors.teal.800}', _dark: '{colors.teal.200}' } },
          contrast: { value: { base: '#ffffff', _dark: '{colors.stone.900}' } },
          fg: { value: { base: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
          // Dark: deep enough that muted text (stone.400) keeps AA contrast on it.
          subtle: { value: { base: '#e6f4f1', _dark: '#0f2f2c' } },
        },
        success: {
          fg: { value: { base: '{colors.green.700}', _dark: '{colors.green.300}' } },
          subtle: { value: { base: '{colors.green.50}', _dark: '#10261a' } },
        },
        danger: {
          fg: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
          subtle: { value: { base: '{colors.red.50}', _dark: '#2c1414' } },
        },
        info: {
          fg: { value: { base: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
          subtle: { value: { base: '{colors.blue.50}', _dark: '#111c33' } },
        },
        warning: {
          fg: { value: { base: '{colors.amber.800}', _dark: '{colors.amber.300}' } },
          subtle: { value: { base: '{colors.amber.50}', _dark: '#2b2010' } },
        },
        focusRing: { value: { base: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
      },
      shadows: {
        card: {
          value: {
            base: '0 1px 2px rgba(28,25,23,0.06), 0 4px 12px rgba(28,25,23,0.06)',
            _dark: '0 1px 2px rgba(0,0,0,0.4)',
          },
        },
        toast: {
          value: {
            base: '0 4px 8px rgba(28,25,23,0.08), 0 12px 32px rgba(28,25,23,0.16)',
            _dark: '0 4px 8px rgba(0,0,0,0.5), 0 12px 32px rgba(0,0,0,0.5)',
          },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
