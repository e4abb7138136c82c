import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useSubscriptionStatistics, useUserStatistics } from '../api/statistics';
import { downloadCsv } from '../lib/csv';
import { formatDay, formatInteger, formatMoney, formatMonth, formatPercent, isoDay } from '@/lib/format';
import { statisticsLabels as L } from '../lib/labels';
import { BarsChart, chartColors, EMPTY_CHART_TEXT, LinesChart } from './charts';
import { MonthlySignupsChart, SIGNUP_SERIES } from './signups-chart';
import { Kpi } from './home-page';
import { DateFilter } from '@/components/admin-kit/date-filter';
import { FilterBar } from '@/components/admin-kit/filter-bar';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { StatisticsState } from '@/components/admin-kit/query-state';

type Cell = string | number;

/**
 * minmax(0, …): a wide table then scrolls inside its own box instead of stretching the column, and
 * with it the page, past a phone's width.
 */
const TWO_COLUMNS_ON_DESKTOP = { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' };

/** A small table with its CSV export; the charts' data in accessible form. */
function ReportTable({
  title,
  fileName,
  header,
  rows,
  wide = false,
}: {
  title: string;
  fileName: string;
  header: string[];
  rows: Cell[][];
  /** Too many columns for half the page: takes the whole row on desktop. */
  wide?: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, gridColumn: wide ? { lg: '1 / -1' } : undefined }}
      component="section"
      aria-label={title}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => downloadCsv(fileName, header, rows)}
          aria-label={`Exportar CSV: ${title}`}
        >
          Exportar CSV
        </Button>
      </Box>
      <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-label={`Tabela: ${title}`}>
        <Table size="small" stickyHeader aria-label={title}>
          <TableHead>
            <TableRow>
              {header.map((h, i) => (
                <TableCell key={h} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 600 }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, r) => (
              <TableRow key={r}>
                {row.map((cell, i) => (
                  <TableCell key={i} align={i === 0 ? 'left' : 'right'}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{EMPTY_CHART_TEXT}</Typography>
      )}
    </Paper>
  );
}

/** /admin-dashboard/reports: charts over a chosen period (in the URL), each table exportable as CSV. */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? isoDay(-89);
  const to = params.get('to') ?? isoDay();
  const setPeriod = (key: 'from' | 'to', value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const users = useUserStatistics({ from, to });
  const subs = useSubscriptionStatistics({ from, to });
  const byDay = users.data && users.data.signups_per_day.length <= 93;
  const suffix = `${from}_a_${to}`;
  return (
    <>
      <AdminPageHeader
        title="Relatórios"
        subtitle={`Período de ${formatDay(from)} a ${formatDay(to)} (horário de Brasília).`}
      />
      <FilterBar>
        <DateFilter id="relatorio-de" label="De" value={from} onChange={(v) => setPeriod('from', v)} />
        <DateFilter id="relatorio-ate" label="Até" value={to} onChange={(v) => setPeriod('to', v)} />
        <Stack direction="row" spacing={1}>
          {[
            ['30 dias', -29],
            ['90 dias', -89],
            ['12 meses', -364],
          ].map(([label, days]) => (
            <Button
              key={label}
              size="small"
              onClick={() => setParams({ from: isoDay(Number(days)), to: isoDay() })}
            >
              {label}
            </Button>
          ))}
        </Stack>
      </FilterBar>
      <StatisticsState
        queries={[users, subs]}
        data={[users.data, subs.data]}
        fallback="Não foi possível gerar os relatórios."
        loadingLabel="Gerando os relatórios…"
      >
        {([userStats, subStats]) => (
          <>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
                gap: 2,
                mb: 3,
              }}
              component="section"
              aria-label="Resumo do período"
            >
              <Kpi label="Receita recorrente mensal" value={formatMoney(subStats.mrr_cents)} />
              <Kpi label="Assinaturas ativas" value={formatInteger(subStats.active_subscriptions)} />
              <Kpi label="Cadastros no período" value={formatInteger(userStats.signups)} />
              <Kpi
                label="Taxa de cancelamento no período"
                value={formatPercent(subStats.churn_rate)}
                hint="só quem saiu; trocas de plano não contam"
              />
              <Kpi
                label="Trocas de plano (maior / menor)"
                value={`${formatInteger(subStats.upgrades)} / ${formatInteger(subStats.downgrades)}`}
                hint="para um plano mais caro / mais barato"
              />
              <Kpi label="Pagamentos com falha" value={formatInteger(subStats.failed_payments)} />
              {subStats.trial_to_paid && (
                <Kpi
                  label="Teste → pago"
                  value={formatPercent(subStats.trial_to_paid.rate)}
                  hint={`${subStats.trial_to_paid.converted} de ${subStats.trial_to_paid.trials}`}
                />
              )}
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: TWO_COLUMNS_ON_DESKTOP, gap: 3, mb: 3 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                {byDay ? (
                  <LinesChart
                    title="Cadastros por dia"
                    summary={`${userStats.signups} cadastros no período.`}
                    data={userStats.signups_per_day}
                    xKey="date"
                    xFormat={(d) => formatDay(d).slice(0, 5)}
                    series={SIGNUP_SERIES}
                  />
                ) : (
                  <MonthlySignupsChart
                    summary={`${userStats.signups} cadastros no período.`}
                    data={userStats.signups_per_month}
                  />
                )}
              </Paper>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <BarsChart
                  title="Assinaturas por mês"
                  summary={`${subStats.new_subscriptions} novas, ${subStats.canceled_subscriptions} canceladas, ${subStats.upgrades} trocas para plano maior e ${subStats.downgrades} para plano menor.`}
                  data={subStats.per_month}
                  xKey="month"
                  xFormat={formatMonth}
                  series={[
                    { key: 'new', label: L.new, color: chartColors.primary },
                    { key: 'upgrades', label: L.upgrades, color: chartColors.success },
                    { key: 'downgrades', label: L.downgrades, color: chartColors.secondary },
                    { key: 'canceled', label: L.canceled, color: chartColors.warning },
                    { key: 'failed_payments', label: L.failed_payments, color: chartColors.error },
                  ]}
                />
              </Paper>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <BarsChart
                  title="Receita recorrente mensal por plano"
                  summary={`Total de ${formatMoney(subStats.mrr_cents)} por mês.`}
                  data={subStats.active_by_plan.map((p) => ({ plan: p.plan_name, mrr: p.mrr_cents }))}
                  xKey="plan"
                  money
                  series={[{ key: 'mrr', label: L.mrr, color: chartColors.primary }]}
                />
              </Paper>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <BarsChart
                  title="Assinaturas ativas por plano"
                  summary={`${subStats.active_subscriptions} ativas.`}
                  data={subStats.active_by_plan.map((p) => ({ plan: p.plan_name, count: p.count }))}
                  xKey="plan"
                  series={[{ key: 'count', label: L.active, color: chartColors.secondary }]}
                />
              </Paper>
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: TWO_COLUMNS_ON_DESKTOP, gap: 3 }}>
              <ReportTable
                title="Cadastros por mês"
                fileName={`cadastros-por-mes_${suffix}.csv`}
                header={['Mês', L.teachers, L.students, L.staff]}
                rows={userStats.signups_per_month.map((m) => [
                  formatMonth(m.month),
                  m.teachers,
                  m.students,
                  m.staff,
                ])}
              />
              <ReportTable
                title="Cadastros por dia"
                fileName={`cadastros-por-dia_${suffix}.csv`}
                header={['Dia', L.teachers, L.students, L.staff]}
                rows={userStats.signups_per_day.map((d) => [
                  formatDay(d.date),
                  d.teachers,
                  d.students,
                  d.staff,
                ])}
              />
              <ReportTable
                title="Assinaturas por mês"
                wide
                fileName={`assinaturas-por-mes_${suffix}.csv`}
                header={['Mês', L.new, L.upgrades, L.downgrades, L.canceled, L.failed_payments]}
                rows={subStats.per_month.map((m) => [
                  formatMonth(m.month),
                  m.new,
                  m.upgrades,
                  m.downgrades,
                  m.canceled,
                  m.failed_payments,
                ])}
              />
              <ReportTable
                title="Assinaturas ativas por plano"
                fileName={`assinaturas-por-plano_${suffix}.csv`}
                header={['Plano', 'Ativas', L.mrr]}
                rows={subStats.active_by_plan.map((p) => [p.plan_name, p.count, formatMoney(p.mrr_cents)])}
              />
              <ReportTable
                title="Aulas mais vinculadas a turmas"
                fileName={`aulas-mais-vinculadas_${suffix}.csv`}
                header={['Aula', 'Turmas']}
                rows={userStats.most_linked_lessons.map((l) => [l.title, l.count])}
              />
              <ReportTable
                title="Aulas mais favoritadas"
                fileName={`aulas-mais-favoritadas_${suffix}.csv`}
                header={['Aula', 'Favoritos']}
                rows={userStats.most_favorited_lessons.map((l) => [l.title, l.count])}
              />
            </Box>
          </>
        )}
      </StatisticsState>
    </>
  );
}
