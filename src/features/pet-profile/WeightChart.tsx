import { chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chartWeightUnit, gramsToUnit, type WeightUnit } from '@contract/pets';
import { useLocale } from '../../i18n/useLocale';
import { formatDate } from '../../i18n/dates';
import { ChartFrame, cssColor, useLazyChart } from '../../ui/charts/LazyChart';
import { weightAxisTicks } from './weightAxisTicks';

export interface WeightPoint {
  id: string;
  /** YYYY-MM-DD */
  measuredOn: string;
  grams: number;
}

/** Decimals on the axis and in the table for each unit the chart may use. */
const DIGITS = { kg: 2, g: 0, lb: 1, oz: 1 } as const;

function dayNumber(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/**
 * The weight history as a line over time, in one unit for the whole series (the keeper's, or
 * grams/ounces for a pet under 1 kg/1 lb). chart.js is downloaded only when a chart is shown
 * (useLazyChart: its own chunk). The canvas is summarised for screen readers, and the same
 * figures are available as a table.
 */
export function WeightChart({
  points,
  unit,
  onRemove,
}: {
  points: readonly WeightPoint[];
  unit: WeightUnit;
  /** Offered in the table: removes a wrong entry. */
  onRemove?: (point: WeightPoint) => void;
}) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const axisUnit = chartWeightUnit(Math.max(0, ...points.map((p) => p.grams)), unit);
  const numbers = useMemo(
    () => new Intl.NumberFormat(bcp47, { maximumFractionDigits: DIGITS[axisUnit] }),
    [bcp47, axisUnit],
  );
  const series = useMemo(
    () => points.map((p) => ({ x: dayNumber(p.measuredOn), y: gramsToUnit(p.grams, axisUnit) })),
    [points, axisUnit],
  );

  // No points, no canvas: the chart is not drawn (nor chart.js loaded) until there is one.
  const chart = useLazyChart(
    (
      { Chart, LineController, LineElement, PointElement, LinearScale, Tooltip, Filler },
      element,
    ) => {
      Chart.register(LineController, LineElement, PointElement, LinearScale, Tooltip, Filler);
      const line = cssColor('--pc-colors-brand-solid', '#0f766e');
      const text = cssColor('--pc-colors-fg-muted', '#57534e');
      const grid = cssColor('--pc-colors-border', '#e7e0d6');
      const date = (value: number) =>
        formatDate(new Date(value).toISOString().slice(0, 10), bcp47, 'medium');
      const xs = series.map((point) => point.x);
      const axisTicks = weightAxisTicks(Math.min(...xs), Math.max(...xs), bcp47);
      const tickLabels = new Map(axisTicks.map((tick) => [tick.value, tick.label]));
      return new Chart(element, {
        type: 'line',
        data: {
          datasets: [
            {
              label: t('petProfile.weight.chartSeries', { unit: axisUnit }),
              data: series,
              borderColor: line,
              backgroundColor: line,
              pointRadius: series.length > 40 ? 0 : 3,
              pointHoverRadius: 5,
              tension: 0.25,
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'nearest', intersect: false },
          scales: {
            x: {
              type: 'linear',
              // Ticks on whole days, months or years by the range shown (weightAxisTicks.ts).
              afterBuildTicks: (scale) => {
                scale.ticks = axisTicks.map((tick) => ({ value: tick.value }));
              },
              ticks: {
                color: text,
                callback: (value) => tickLabels.get(Number(value)) ?? '',
              },
              grid: { color: grid },
            },
            y: {
              ticks: {
                color: text,
                callback: (value) => `${numbers.format(Number(value))} ${axisUnit}`,
              },
              grid: { color: grid },
              grace: '10%',
            },
          },
          plugins: {
            tooltip: {
              callbacks: {
                title: (items) => (items[0] ? date(items[0].parsed.x ?? 0) : ''),
                label: (item) => `${numbers.format(item.parsed.y ?? 0)} ${axisUnit}`,
              },
            },
          },
        },
      });
    },
    [series, axisUnit, numbers, bcp47, t],
  );

  if (points.length === 0) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const summary = t('petProfile.weight.chartSummary', {
    count: points.length,
    from: formatDate(first.measuredOn, bcp47, 'medium'),
    to: formatDate(last.measuredOn, bcp47, 'medium'),
    first: `${numbers.format(gramsToUnit(first.grams, axisUnit))} ${axisUnit}`,
    last: `${numbers.format(gramsToUnit(last.grams, axisUnit))} ${axisUnit}`,
  });
  return (
    <ChartFrame
      chart={chart}
      summary={summary}
      tableLabel={t('petProfile.weight.showTable')}
      height={{ base: '14rem', md: '18rem' }}
    >
      <chakra.table id={chart.tableId} mt="2" fontSize="sm" w="full" maxW="24rem">
        <chakra.thead>
          <chakra.tr>
            <chakra.th textAlign="start" py="1">
              {t('petProfile.weight.date')}
            </chakra.th>
            <chakra.th textAlign="end" py="1">
              {t('petProfile.weight.weightIn', { unit: axisUnit })}
            </chakra.th>
            {onRemove && (
              <chakra.th py="1">
                <chakra.span srOnly>{t('petProfile.weight.actions')}</chakra.span>
              </chakra.th>
            )}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {[...points].reverse().map((p) => (
            <chakra.tr key={p.id} borderTopWidth="1px" borderColor="border">
              <chakra.td py="1">{formatDate(p.measuredOn, bcp47, 'medium')}</chakra.td>
              <chakra.td py="1" textAlign="end">
                {numbers.format(gramsToUnit(p.grams, axisUnit))}
              </chakra.td>
              {onRemove && (
                <chakra.td py="1" textAlign="end">
                  <chakra.button
                    type="button"
                    color="brand.fg"
                    textDecoration="underline"
                    cursor="pointer"
                    onClick={() => onRemove(p)}
                    aria-label={t('petProfile.weight.removeOne', {
                      date: formatDate(p.measuredOn, bcp47, 'medium'),
                    })}
                  >
                    {t('petProfile.weight.remove')}
                  </chakra.button>
                </chakra.td>
              )}
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </ChartFrame>
  );
}
