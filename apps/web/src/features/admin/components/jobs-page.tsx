import type { AdminFailedJob, AdminJobQueue } from '@aula/contracts';
import Button from '@mui/material/Button';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { useSnackbar } from '@/lib/toast';
import { useJobsOverview, useRetryJob } from '../api/jobs';
import { jobQueueLabel } from '../lib/labels';
import { type Column, DataTable } from '@/components/admin-kit/data-table';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { QueryState } from '@/components/admin-kit/query-state';
import { DetailSection } from '@/components/admin-kit/detail-section';

const queueColumns: Column<AdminJobQueue>[] = [
  { key: 'queue', label: 'Fila', render: (q) => jobQueueLabel(q.queue) },
  { key: 'waiting', label: 'Aguardando', render: (q) => q.waiting, align: 'right' },
  { key: 'active', label: 'Em execução', render: (q) => q.active, align: 'right' },
  { key: 'failed', label: 'Com falha', render: (q) => q.failed, align: 'right' },
];

/** /admin-dashboard/jobs */
export function JobsPage() {
  const overview = useJobsOverview();
  const retry = useRetryJob();
  const { enqueueSnackbar } = useSnackbar();
  const failedColumns: Column<AdminFailedJob>[] = [
    { key: 'queue', label: 'Fila', render: (j) => jobQueueLabel(j.queue) },
    { key: 'attempts', label: 'Tentativas', render: (j) => j.attempts, align: 'right' },
    { key: 'error', label: 'Erro', render: (j) => j.error ?? '—' },
    { key: 'failed', label: 'Falhou em', render: (j) => formatDateTime(j.failed_at), nowrap: true },
    {
      key: 'retry',
      label: 'Ação',
      render: (j) => (
        <Button
          size="small"
          disabled={retry.isPending && retry.variables === j.id}
          onClick={() =>
            retry.mutate(j.id, {
              onSuccess: () => enqueueSnackbar('Trabalho de volta na fila.', { variant: 'success' }),
              onError: (error) =>
                enqueueSnackbar(errorMessage(error, 'Não foi possível tentar de novo.'), {
                  variant: 'error',
                }),
            })
          }
        >
          Tentar de novo
        </Button>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeader
        title="Trabalhos em segundo plano"
        subtitle="E-mails, webhooks, varredura de pagamentos e limpeza de arquivos. Um trabalho que falha é tentado de novo sozinho, com intervalos cada vez maiores; os que esgotaram as tentativas aparecem abaixo."
      />
      <QueryState query={overview} fallback="Não foi possível carregar os trabalhos.">
        {({ queues, failed }) => (
          <>
            <DetailSection title="Filas">
              <DataTable
                label="Filas"
                columns={queueColumns}
                rows={queues}
                rowKey={(q) => q.queue}
                query={overview}
                empty="Nenhuma fila."
              />
            </DetailSection>
            <DetailSection title="Trabalhos com falha">
              <DataTable
                label="Trabalhos com falha"
                columns={failedColumns}
                rows={failed}
                rowKey={(j) => j.id}
                query={overview}
                empty="Nenhum trabalho com falha."
              />
            </DetailSection>
          </>
        )}
      </QueryState>
    </>
  );
}
