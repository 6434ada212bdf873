import { Box, chakra, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type DependencyList, type ReactNode } from 'react';
import type * as ChartJsModule from 'chart.js';
import { useColorMode } from '../colorMode/ColorModeProvider';

export type ChartJs = typeof ChartJsModule;

/** A theme colour as the page has it now: chart.js paints a canvas, which CSS does not reach. */
export function cssColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * A chart.js chart on a canvas, the library downloaded only when a chart is shown (one chunk for
 * every chart). `draw` builds the chart once the library is there; it is drawn again when `deps`
 * or the colour mode change (the colours are read from the page) and destroyed when it goes.
 * `failed`: the library could not be loaded, so the caller shows its summary as text instead.
 * `tableId`: the id of the table that gives every figure (ChartFrame's children), which the
 * canvas names as its description.
 */
export function useLazyChart(
  draw: (chartJs: ChartJs, canvas: HTMLCanvasElement) => { destroy: () => void },
  deps: DependencyList,
) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const tableId = useId();
  const [failed, setFailed] = useState(false);
  const { mode } = useColorMode();
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let chart: { destroy: () => void } | null = null;
    let cancelled = false;
    import(/* webpackChunkName: "chart" */ 'chart.js').then(
      (chartJs) => {
        if (!cancelled) chart = draw(chartJs, element);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
    // `draw` is a new function each render: the caller's deps say when it would draw another chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, mode]);
  return { canvas, failed, tableId };
}

export type LazyChart = ReturnType<typeof useLazyChart>;

/**
 * Where a useLazyChart chart is shown: the canvas, summarised for screen readers (the summary as
 * text when chart.js failed to load), and below it a disclosure with every figure as a table
 * (`children`, whose id is the chart's `tableId`).
 */
export function ChartFrame({
  chart: { canvas, failed, tableId },
  summary,
  tableLabel,
  height,
  children,
}: {
  chart: LazyChart;
  summary: string;
  tableLabel: string;
  height: { base: string; md: string };
  children: ReactNode;
}) {
  return (
    <Box>
      {failed ? (
        <Text color="fg.muted">{summary}</Text>
      ) : (
        <Box position="relative" h={height}>
          <canvas ref={canvas} role="img" aria-label={summary} aria-describedby={tableId} />
        </Box>
      )}
      <chakra.details mt="3">
        <chakra.summary cursor="pointer" color="brand.fg" fontWeight="medium" w="fit-content">
          {tableLabel}
        </chakra.summary>
        {children}
      </chakra.details>
    </Box>
  );
}
