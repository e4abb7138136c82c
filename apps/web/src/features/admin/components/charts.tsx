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
import { formatInteger, formatMoney } from '../lib/format';

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

/** A chart with a visible title and a text summary for screen readers (the data is also in the table below it). */
function Figure({ title, summary, children }: { title: string; summary: string; children: React.ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={`${title}. ${summary}`}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {/* recharts' accessibility layer makes the chart a keyboard stop: arrows move the tooltip across the data. */}
      <Box sx={{ width: '100%', height: 280 }}>{children}</Box>
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
    <Figure title={title} summary={summary}>
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
          <Legend />
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
    <Figure title={title} summary={summary}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} tickFormatter={xFormat} fontSize={12} minTickGap={24} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip
            labelFormatter={(l) => (xFormat ? xFormat(String(l)) : String(l))}
            formatter={(v) => formatInteger(Number(v))}
          />
          <Legend />
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
