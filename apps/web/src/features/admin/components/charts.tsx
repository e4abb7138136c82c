import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatInteger, formatMoney } from '@/lib/format';
import { ChartLegend } from './chart-legend';

export const chartColors = {
  primary: '#194fff',
  secondary: '#00c6e0',
  warning: '#FB8C00',
  error: '#B00020',
  success: '#4CAF50',
};

export interface Series {
  key: string;
  label: string;
  color: string;
}

export const EMPTY_CHART_TEXT = 'Ainda não há dados neste período.';

/** No row, or every series at zero: an axis from R$ 0 to R$ 0,04 would say nothing. */
function isEmptyChart(data: Record<string, unknown>[], series: Series[]) {
  return data.every((row) => series.every((s) => !Number(row[s.key])));
}

/**
 * A chart with a visible title and a text summary for screen readers (the data is also in the table
 * below it); without data, a sentence instead of empty axes.
 */
function Figure({
  title,
  summary,
  empty,
  children,
}: {
  title: string;
  summary: string;
  empty: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={`${title}. ${empty ? EMPTY_CHART_TEXT : summary}`}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {empty ? (
        <Box
          sx={{
            height: 280,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 1,
            px: 2,
          }}
        >
          <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>{EMPTY_CHART_TEXT}</Typography>
        </Box>
      ) : (
        // recharts' accessibility layer makes the chart a keyboard stop: arrows move the tooltip across the data.
        <Box sx={{ width: '100%', height: 280 }}>{children}</Box>
      )}
    </Box>
  );
}

export function BarsChart({
  title,
  summary,
  data,
  xKey,
  xFormat,
  series,
  stacked = false,
  money = false,
}: {
  title: string;
  summary: string;
  data: Record<string, unknown>[];
  xKey: string;
  xFormat?: (v: string) => string;
  series: Series[];
  stacked?: boolean;
  money?: boolean;
}) {
  const value = (v: unknown) => (money ? formatMoney(Number(v)) : formatInteger(Number(v)));
  return (
    <Figure title={title} summary={summary} empty={isEmptyChart(data, series)}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          accessibilityLayer
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: money ? 24 : 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} tickFormatter={xFormat} fontSize={12} />
          <YAxis
            allowDecimals={false}
            fontSize={12}
            tickFormatter={(v) =>
              money ? formatMoney(Number(v)).replace(',00', '') : formatInteger(Number(v))
            }
          />
          <Tooltip
            labelFormatter={(l) => (xFormat ? xFormat(String(l)) : String(l))}
            formatter={(v) => value(v)}
          />
          <Legend content={ChartLegend} />
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={s.color}
              stackId={stacked ? 'a' : undefined}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Figure>
  );
}

export function LinesChart({
  title,
  summary,
  data,
  xKey,
  xFormat,
  series,
}: {
  title: string;
  summary: string;
  data: Record<string, unknown>[];
  xKey: string;
  xFormat?: (v: string) => string;
  series: Series[];
}) {
  return (
    <Figure title={title} summary={summary} empty={isEmptyChart(data, series)}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} tickFormatter={xFormat} fontSize={12} minTickGap={24} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip
            labelFormatter={(l) => (xFormat ? xFormat(String(l)) : String(l))}
            formatter={(v) => formatInteger(Number(v))}
          />
          <Legend content={ChartLegend} />
          {series.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={s.color}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Figure>
  );
}
