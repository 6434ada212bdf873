import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsPeriod } from '@contract/affiliate';
import type { AffiliateStats } from '@contract/schemas/affiliate';
import { useLocale } from '../../i18n/useLocale';
import { ChartFrame, cssColor, useLazyChart } from '../../ui/charts/LazyChart';
import { formatMinor, minorDigits } from './money';
import { bucketLabel } from './statsFormat';

/**
 * Clicks, sign-ups and conversions (bars) and earnings (a line, on its own axis) per bucket.
 * chart.js is downloaded only when it is shown (useLazyChart: one chunk for every chart). The
 * canvas is summarised for screen readers, and every figure is in the table below it.
 */
export function StatsChart({ stats, period }: { stats: AffiliateStats; period: StatsPeriod }) {
  const { t } = useTranslation('app');
  const { bcp47 } = useLocale();
  const labels = useMemo(
    () => stats.series.map((point) => bucketLabel(point.date, period, bcp47)),
    [stats, period, bcp47],
  );
  const money = (minor: number) => formatMinor(minor, stats.currency, bcp47);

  const chart = useLazyChart(
    (chartJs, element) => {
      const { Chart } = chartJs;
      Chart.register(
        chartJs.BarController,
        chartJs.BarElement,
        chartJs.LineController,
        chartJs.LineElement,
        chartJs.PointElement,
        chartJs.CategoryScale,
        chartJs.LinearScale,
        chartJs.Tooltip,
        chartJs.Legend,
      );
      const text = cssColor('--pc-colors-fg-muted', '#57534e');
      const grid = cssColor('--pc-colors-border', '#e7e0d6');
      const colours = {
        clicks: cssColor('--pc-colors-info-fg', '#1d4ed8'),
        signups: cssColor('--pc-colors-brand-solid', '#0f766e'),
        conversions: cssColor('--pc-colors-fg-accent', '#7c3d12'),
        earnings: cssColor('--pc-colors-warning-fg', '#92400e'),
      };
      const digits = minorDigits(stats.currency);
      return new Chart(element, {
        data: {
          labels,
          datasets: [
            {
              type: 'bar',
              label: t('affiliate.stats.clicks'),
              data: stats.series.map((p) => p.clicks),
              backgroundColor: colours.clicks,
              yAxisID: 'count',
            },
            {
              type: 'bar',
              label: t('affiliate.stats.signups'),
              data: stats.series.map((p) => p.signups),
              backgroundColor: colours.signups,
              yAxisID: 'count',
            },
            {
              type: 'bar',
              label: t('affiliate.stats.conversions'),
              data: stats.series.map((p) => p.conversions),
              backgroundColor: colours.conversions,
              yAxisID: 'count',
            },
            {
              type: 'line',
              label: t('affiliate.stats.earnings'),
              data: stats.series.map((p) => p.earnings_minor / 10 ** digits),
              borderColor: colours.earnings,
              backgroundColor: colours.earnings,
              pointRadius: stats.series.length > 40 ? 0 : 3,
              tension: 0.25,
              yAxisID: 'money',
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          scales: {
            x: { ticks: { color: text, maxTicksLimit: 8 }, grid: { color: grid } },
            count: {
              position: 'left',
              beginAtZero: true,
              ticks: { color: text, precision: 0 },
              grid: { color: grid },
            },
            money: {
              position: 'right',
              beginAtZero: true,
              ticks: {
                color: text,
                callback: (value) => money(Math.round(Number(value) * 10 ** digits)),
              },
              grid: { drawOnChartArea: false },
            },
          },
          plugins: {
            legend: { labels: { color: text } },
            tooltip: {
              callbacks: {
                label: (item) =>
                  item.dataset.yAxisID === 'money'
                    ? `${item.dataset.label ?? ''}: ${money(Math.round((item.parsed.y ?? 0) * 10 ** digits))}`
                    : `${item.dataset.label ?? ''}: ${item.parsed.y ?? 0}`,
              },
            },
          },
        },
      });
    },
    [stats, labels, t],
  );

  const summary = t('affiliate.stats.summary', {
    from: labels[0] ?? '',
    to: labels[labels.length - 1] ?? '',
    clicks: stats.totals.clicks,
    signups: stats.totals.signups,
    conversions: stats.totals.conversions,
    earnings: money(stats.totals.earnings_minor),
  });
  return (
    <ChartFrame
      chart={chart}
      summary={summary}
      tableLabel={t('affiliate.stats.showTable')}
      height={{ base: '16rem', md: '20rem' }}
    >
      {/* Wider than a phone: it scrolls sideways, by keyboard too. */}
      <Box
        overflowX="auto"
        mt="2"
        tabIndex={0}
        role="group"
        aria-label={t('affiliate.stats.showTable')}
      >
        <chakra.table id={chart.tableId} fontSize="sm" w="full" minW="28rem">
          <chakra.thead>
            <chakra.tr>
              <chakra.th textAlign="start" py="1">
                {t(`affiliate.stats.bucket.${period}`)}
              </chakra.th>
              <chakra.th textAlign="end" py="1">
                {t('affiliate.stats.clicks')}
              </chakra.th>
              <chakra.th textAlign="end" py="1">
                {t('affiliate.stats.signups')}
              </chakra.th>
              <chakra.th textAlign="end" py="1">
                {t('affiliate.stats.conversions')}
              </chakra.th>
              <chakra.th textAlign="end" py="1">
                {t('affiliate.stats.earnings')}
              </chakra.th>
            </chakra.tr>
          </chakra.thead>
          <chakra.tbody>
            {[...stats.series].reverse().map((point, index) => (
              <chakra.tr key={point.date} borderTopWidth="1px" borderColor="border">
                <chakra.th scope="row" textAlign="start" fontWeight="normal" py="1">
                  {labels[labels.length - 1 - index]}
                </chakra.th>
                <chakra.td textAlign="end">{point.clicks}</chakra.td>
                <chakra.td textAlign="end">{point.signups}</chakra.td>
                <chakra.td textAlign="end">{point.conversions}</chakra.td>
                <chakra.td textAlign="end">{money(point.earnings_minor)}</chakra.td>
              </chakra.tr>
            ))}
          </chakra.tbody>
        </chakra.table>
      </Box>
    </ChartFrame>
  );
}
