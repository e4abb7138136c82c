import { spaRoutes } from '@aula/contracts';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSubscriptionStatistics, useUserStatistics } from '../api/statistics';
import { formatInteger, formatMoney, formatMonth, formatPercent, isoDay } from '@/lib/format';
import { statisticsLabels as L } from '../lib/labels';
import { BarsChart, chartColors } from './charts';
import { MonthlySignupsChart } from './signups-chart';
import { plural } from '@/lib/plural';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { RouterButtonLink } from '@/components/admin-kit/router-links';
import { StatisticsState } from '@/components/admin-kit/query-state';

export function Kpi({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 180px', minWidth: 180 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** /admin-dashboard/home: the business at a glance, and what needs attention. */
export function AdminHomePage() {
  const last30 = { from: isoDay(-29), to: isoDay() };
  const users30 = useUserStatistics(last30);
  const subs30 = useSubscriptionStatistics(last30);
  const year = useSubscriptionStatistics({});
  const usersYear = useUserStatistics({});
  return (
    <>
      <AdminPageHeader
        title="Administração"
        documentTitle="Início"
        subtitle="Receita, assinaturas e cadastros. Os números dos cartões cobrem os últimos 30 dias."
        actions={
          <RouterButtonLink to={spaRoutes.adminReports} variant="outlined">
            Ver relatórios
          </RouterButtonLink>
        }
      />
      <StatisticsState
        queries={[users30, subs30, year, usersYear]}
        data={[subs30.data, users30.data]}
        fallback="Não foi possível carregar os indicadores."
        loadingLabel="Calculando os indicadores…"
      >
        {([subs, users]) => (
          <>
            <Stack
              direction="row"
              useFlexGap
              spacing={2}
              sx={{ flexWrap: 'wrap', mb: 3 }}
              component="section"
              aria-label="Indicadores"
            >
              <Kpi
                label="Receita recorrente mensal"
                value={formatMoney(subs.mrr_cents)}
                hint="Assinaturas pagas em vigor; anuais ÷ 12"
              />
              <Kpi
                label="Assinaturas ativas"
                value={formatInteger(subs.active_subscriptions)}
                hint="Inclui concedidas"
              />
              <Kpi
                label="Cadastros (30 dias)"
                value={formatInteger(users.signups)}
                hint={plural(users.active_users_30d, 'usuário ativo', 'usuários ativos')}
              />
              <Kpi
                label="Taxa de cancelamento (30 dias)"
                value={formatPercent(subs.churn_rate)}
                hint={plural(subs.canceled_subscriptions, 'cancelamento', 'cancelamentos')}
              />
              <Kpi label="Pagamentos com falha (30 dias)" value={formatInteger(subs.failed_payments)} />
            </Stack>
            <Attention pastDue={subs.past_due} failedWebhooks={subs.failed_webhooks} />
          </>
        )}
      </StatisticsState>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 3 }}>
        {year.data && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <BarsChart
              title="Assinaturas novas e canceladas por mês"
              summary={`${year.data.new_subscriptions} novas e ${year.data.canceled_subscriptions} canceladas nos últimos 12 meses.`}
              data={year.data.per_month}
              xKey="month"
              xFormat={formatMonth}
              series={[
                { key: 'new', label: L.new, color: chartColors.primary },
                { key: 'canceled', label: L.canceled, color: chartColors.warning },
                { key: 'failed_payments', label: L.failed_payments, color: chartColors.error },
              ]}
            />
          </Paper>
        )}
        {usersYear.data && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <MonthlySignupsChart
              summary={`${usersYear.data.signups} cadastros nos últimos 12 meses.`}
              data={usersYear.data.signups_per_month}
            />
          </Paper>
        )}
      </Box>
    </>
  );
}

function Attention({ pastDue, failedWebhooks }: { pastDue: number; failedWebhooks: number }) {
  if (pastDue === 0 && failedWebhooks === 0) {
    return (
      <Alert severity="success" sx={{ mb: 3 }}>
        Nada pedindo atenção: nenhuma assinatura atrasada e nenhum webhook com falha.
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      icon={<WarningAmberOutlined />}
      sx={{ mb: 3 }}
      component="section"
      aria-label="Precisa de atenção"
    >
      <Typography sx={{ fontWeight: 600 }}>Precisa de atenção</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {pastDue > 0 && (
          <li>
            <Link component={RouterLink} to={`${spaRoutes.adminSubscriptions}?status=past_due`}>
              {plural(pastDue, 'assinatura com pagamento atrasado', 'assinaturas com pagamento atrasado')}
            </Link>
          </li>
        )}
        {failedWebhooks > 0 && (
          <li>
            <Link component={RouterLink} to={`${spaRoutes.adminWebhooks}?status=failed`}>
              {plural(failedWebhooks, 'evento de webhook com falha', 'eventos de webhook com falha')}
            </Link>
          </li>
        )}
      </Box>
    </Alert>
  );
}
