import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney, intlLocale, type LanguageCode, type SalesPoint } from '@shop/shared';
import { bucketLabel } from './format.ts';

/*
 * The sales (admin) or spend (customer) bars of a dashboard, drawn with MUI X Charts. Loaded on
 * its own (lazy-sales-chart.tsx), so neither the storefront's first file nor a dashboard's own
 * chunk carries the chart library. It follows the page: right to left in Arabic (the first day on
 * the right, the amounts' axis on the right), the theme's colours in light and dark, dates and
 * amounts in the page's locale. The same figures are in the table beside it for screen readers.
 */

export interface SalesChartProps {
  points: SalesPoint[];
  bucket: 'day' | 'month';
  currency: string;
  lang: LanguageCode;
  /** The series' name (Sales, Spend). */
  label: string;
}

export function SalesChart({ points, bucket, currency, lang, label }: SalesChartProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const step = Math.max(1, Math.ceil(points.length / 6));
  const compact = new Intl.NumberFormat(intlLocale(lang), { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <Box sx={{ width: '100%', height: 300 }} data-testid="sales-chart">
      <BarChart
        height={300}
        dataset={points.map((p) => ({ date: p.date, total: p.total, orders: p.orders }))}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'date',
            reverse: rtl,
            height: 44,
            tickLabelStyle: { fontSize: 11 },
            // About six labels whatever the period: every day of 90 would overlap.
            tickLabelInterval: (_value: string, index: number) => index % step === 0,
            valueFormatter: (value: string) => bucketLabel(value, bucket, lang),
          },
        ]}
        yAxis={[
          {
            position: rtl ? 'right' : 'left',
            width: 56,
            valueFormatter: (value: number) => compact.format(value / 100),
          },
        ]}
        series={[
          {
            dataKey: 'total',
            label,
            color: theme.palette.primary.main,
            valueFormatter: (value: number | null) => formatMoney(value ?? 0, currency, lang),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
