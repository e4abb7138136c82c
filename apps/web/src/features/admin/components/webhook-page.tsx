import { spaRoutes } from '@aula/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useProfile } from '@/lib/profile';
import { useSnackbar } from '@/lib/toast';
import { useReprocessWebhookEvent, useWebhookEvent } from '../api/webhooks';
import { cardLabel, providerLabel, webhookStatusLabels, webhookTypeLabel } from '../lib/labels';
import { webhookResourceSummary } from '../lib/provider-summary';
import { ChargeLink, InvoiceLink } from './provider-links';
import { customerText, providerStatusChip } from './provider-values';
import { RawDataAccordion } from './raw-data';
import { CodeLabel, DetailList, DetailSection } from '@/components/admin-kit/detail-section';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { QueryState } from '@/components/admin-kit/query-state';
import { LabelledStatusChip } from './labelled-status-chip';

/** /admin-dashboard/webhooks/:webhookId */
export function WebhookPage() {
  const { webhookId } = useParams();
  const event = useWebhookEvent(Number(webhookId));
  const superuser = useProfile().data?.is_superuser ?? false;
  const [confirming, setConfirming] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const reprocess = useReprocessWebhookEvent();
  return (
    <QueryState
      query={event}
      fallback="Não foi possível carregar o evento."
      back={{ to: spaRoutes.adminWebhooks, label: 'Eventos de webhook' }}
      errorTitle="Evento de webhook"
    >
      {(e) => (
        <>
          <AdminPageHeader
            title={`Evento #${e.id}`}
            subtitle={<CodeLabel label={webhookTypeLabel(e.type)} code={e.type} />}
            back={{ to: spaRoutes.adminWebhooks, label: 'Eventos de webhook' }}
            actions={
              superuser &&
              e.status !== 'rejected' && (
                <Button
                  variant="contained"
                  onClick={() => {
                    reprocess.reset();
                    setConfirming(true);
                  }}
                >
                  Reprocessar
                </Button>
              )
            }
          />
          <DetailSection title="Processamento">
            <DetailList
              items={[
                ['Situação', <LabelledStatusChip key="s" value={e.status} labels={webhookStatusLabels} />],
                ['Tentativas', String(e.attempts)],
                ['Último erro', e.last_error ?? '—'],
                ['Recebido em', formatDateTime(e.received_at)],
                ['Processado em', formatDateTime(e.processed_at)],
                ['Id do evento', e.event_id ?? '—'],
                ['Provedor', providerLabel(e.provider)],
              ]}
            />
          </DetailSection>
          <EventResource payload={e.payload} />
          <RawDataAccordion
            blocks={[
              { label: 'Cabeçalhos recebidos', value: e.headers },
              { label: 'Corpo recebido', value: e.raw_body },
            ]}
          />
          <ConfirmDialog
            open={confirming}
            title="Reprocessar o evento?"
            confirmLabel="Reprocessar"
            pending={reprocess.isPending}
            error={reprocess.isError ? errorMessage(reprocess.error, 'Não foi possível reprocessar.') : null}
            onConfirm={() =>
              reprocess.mutate(e.id, {
                onSuccess: (after) => {
                  setConfirming(false);
                  enqueueSnackbar(
                    after.status === 'processed'
                      ? 'Evento processado.'
                      : `O evento falhou de novo: ${after.last_error ?? ''}`,
                    {
                      variant: after.status === 'processed' ? 'success' : 'warning',
                    },
                  );
                },
              })
            }
            onClose={() => setConfirming(false)}
          >
            A assinatura envolvida é lida de novo na Pagar.me e o estado local é corrigido. Repetir é seguro.
          </ConfirmDialog>
        </>
      )}
    </QueryState>
  );
}

/** What the event is about, as the provider sent it: ids open the charge or invoice as it is now. */
function EventResource({ payload }: { payload: unknown }) {
  const r = webhookResourceSummary(payload);
  return (
    <DetailSection title="Conteúdo do aviso">
      <DetailList
        items={[
          ['Situação no provedor', providerStatusChip(r.status)],
          ['Valor', r.amount === null ? '—' : formatMoney(r.amount)],
          ['Cliente', customerText(r.customer)],
          ['Cartão', r.card ? cardLabel(r.card.brand, r.card.last4) : '—'],
          ['Cobrança', <ChargeLink key="c" id={r.chargeId} />],
          ['Fatura', <InvoiceLink key="i" id={r.invoiceId} />],
          ['Assinatura no provedor', r.subscriptionId ?? '—'],
          ['Enviado em', r.sentAt ? formatDateTime(r.sentAt) : '—'],
        ]}
      />
    </DetailSection>
  );
}
