import { routePath, spaRoutes } from '@aula/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ErrorState, LoadingState } from '@/components/states';
import { Link as RouterLink } from 'react-router';
import { useCharges, type Charge } from '../api/subscription';
import { chargeKindLabels, chargeStatusColors, chargeStatusLabels, partlyRefunded } from '../lib/describe';
import { formatDate, formatMoney } from '@/lib/format';
import { StatusChip } from '@/components/status-chip';

/** A paid charge (refunded ones too) has a printable receipt. */
function ReceiptLink({ charge }: { charge: Charge }) {
  if (!charge.paid_at) return null;
  return (
    <Link
      component={RouterLink}
      to={routePath(spaRoutes.paymentReceipt, { orderId: charge.id })}
      aria-label={`Ver recibo de ${formatDate(charge.paid_at)}`}
      sx={{ display: 'inline-block', whiteSpace: 'nowrap' }}
    >
      Ver recibo
    </Link>
  );
}

/** Every charge of the teacher's subscriptions, newest first. */
export function ChargesTable({ subscriptionId }: { subscriptionId: number }) {
  const charges = useCharges(subscriptionId);
  const theme = useTheme();
  // Four columns do not fit a phone: the same rows as a list there.
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  if (charges.isError) {
    return (
      <ErrorState
        error={charges.error}
        fallback="Não foi possível carregar o histórico."
        onRetry={() => void charges.refetch()}
      />
    );
  }
  if (!charges.data) return <LoadingState label="Carregando o histórico…" />;
  if (charges.data.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>Nenhuma cobrança ainda.</Typography>;
  }
  if (compact) {
    return (
      <Box component="ul" aria-label="Histórico de cobranças" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {charges.data.map((charge) => (
          <Box
            component="li"
            key={charge.id}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {chargeKindLabels[charge.kind]}
                {charge.plan_name && ` · ${charge.plan_name}`}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {formatDate(charge.paid_at ?? charge.created_at)}
                {charge.discount_cents > 0 && ` · desconto de ${formatMoney(charge.discount_cents)}`}
                {partlyRefunded(charge) && ` · ${formatMoney(charge.refunded_cents)} devolvidos ao cartão`}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
              <Typography sx={{ whiteSpace: 'nowrap', mb: 0.5 }}>
                {formatMoney(charge.amount_cents)}
              </Typography>
              <StatusChip
                label={chargeStatusLabels[charge.status]}
                tone={chargeStatusColors[charge.status]}
              />
              <ReceiptLink charge={charge} />
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Histórico de cobranças">
        <TableHead>
          <TableRow>
            <TableCell>Data</TableCell>
            <TableCell>Descrição</TableCell>
            <TableCell align="right">Valor</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell>Recibo</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {charges.data.map((charge) => (
            <TableRow key={charge.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(charge.paid_at ?? charge.created_at)}
              </TableCell>
              <TableCell>
                {chargeKindLabels[charge.kind]}
                {charge.plan_name && (
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    Plano {charge.plan_name}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(charge.amount_cents)}
                {charge.discount_cents > 0 && (
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    desconto de {formatMoney(charge.discount_cents)}
                  </Typography>
                )}
                {partlyRefunded(charge) && (
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {formatMoney(charge.refunded_cents)} devolvidos ao cartão
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <StatusChip
                  label={chargeStatusLabels[charge.status]}
                  tone={chargeStatusColors[charge.status]}
                />
              </TableCell>
              <TableCell>
                <ReceiptLink charge={charge} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
