import {
  adminContactMessageSchema,
  paginatedSchema,
  routePath,
  spaRoutes,
  type AdminContactMessage,
} from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '@/lib/error-message';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { useListParams } from '../hooks/use-list-params';
import { formatDateTime } from '@/lib/format';
import { personName } from '../lib/person-name';
import { contactStatusLabels, roleLabels } from '../lib/labels';
import { DataTable, pagingOf, type Column } from './data-table';
import { FilterBar, SelectFilter } from './filters';
import { DetailList, PageHeader, QueryState, Section, StatusChip, TextLink } from './ui';

const senderOf = (m: AdminContactMessage) =>
  m.sender ? `${m.sender.name || m.sender.username} · ${roleLabels[m.sender.role]}` : 'Conta excluída';
const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text);

const columns: Column<AdminContactMessage>[] = [
  {
    key: 'message',
    label: 'Mensagem',
    render: (m) => (
      <TextLink to={routePath(spaRoutes.adminMessage, { messageId: m.id })}>{excerpt(m.message)}</TextLink>
    ),
  },
  { key: 'sender', label: 'De', render: senderOf },
  {
    key: 'status',
    label: 'Situação',
    render: (m) => <StatusChip value={m.status} labels={contactStatusLabels} />,
  },
  { key: 'created', label: 'Recebida em', nowrap: true, render: (m) => formatDateTime(m.created_at) },
];

/** /admin-dashboard/messages — what teachers and students sent through "Fale conosco". */
export function MessagesPage() {
  const list = useListParams(['status'] as const);
  const messages = useAdminQuery(
    `/contact-messages/${list.apiQuery}`,
    paginatedSchema(adminContactMessageSchema),
  );
  return (
    <>
      <PageHeader
        title="Fale conosco"
        subtitle="Mensagens de professores e alunos. Responda por e-mail (professores) ou marque como respondida."
      />
      <FilterBar>
        <SelectFilter
          id="filtro-mensagem"
          label="Situação"
          all="Todas"
          value={list.values.status}
          options={Object.entries(contactStatusLabels).map(([k, [l]]) => [k, l] as [string, string])}
          onChange={(status) => list.update({ status })}
        />
      </FilterBar>
      <DataTable
        label="Mensagens"
        columns={columns}
        rows={messages.data?.results}
        rowKey={(m) => m.id}
        query={messages}
        empty="Nenhuma mensagem com esses filtros."
        paging={pagingOf(list, messages.data?.count)}
      />
    </>
  );
}

/** /admin-dashboard/messages/:messageId — read, reply by e-mail, mark answered. */
export function MessagePage() {
  const { messageId } = useParams();
  const message = useAdminQuery(`/contact-messages/${Number(messageId)}`, adminContactMessageSchema, {
    keepPrevious: false,
  });
  return (
    <QueryState
      query={message}
      fallback="Não foi possível carregar a mensagem."
      back={{ to: spaRoutes.adminMessages, label: 'Fale conosco' }}
      errorTitle="Mensagem"
    >
      {(m) => (
        <>
          <PageHeader
            title={`Mensagem #${m.id}`}
            subtitle={senderOf(m)}
            back={{ to: spaRoutes.adminMessages, label: 'Fale conosco' }}
          />
          <Section title="Mensagem">
            <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>{m.message}</Typography>
            <DetailList
              items={[
                ['De', senderOf(m)],
                ['E-mail', m.sender?.email ?? '—'],
                ['Nota', m.rating ? `${m.rating} de 5` : '—'],
                ['Recebida em', formatDateTime(m.created_at)],
                ['Situação', <StatusChip key="s" value={m.status} labels={contactStatusLabels} />],
                ['Respondida por', m.answered_by ? personName(m.answered_by) : '—'],
                ['Respondida em', formatDateTime(m.answered_at)],
              ]}
            />
          </Section>
          <Section title="Resposta">
            <AnswerForm message={m} />
          </Section>
        </>
      )}
    </QueryState>
  );
}

function AnswerForm({ message }: { message: AdminContactMessage }) {
  const { enqueueSnackbar } = useSnackbar();
  const [reply, setReply] = useState('');
  const answer = useAdminMutation(
    (body: { reply?: string }) => ({
      path: `/contact-messages/${message.id}/answer/`,
      method: 'POST',
      body,
    }),
    adminContactMessageSchema,
  );
  const canEmail = Boolean(message.sender?.email);
  const send = (body: { reply?: string }, done: string) =>
    answer.mutate(body, {
      onSuccess: () => {
        setReply('');
        enqueueSnackbar(done, { variant: 'success' });
      },
    });

  return (
    <Stack spacing={2}>
      {message.reply && (
        <Alert severity="success">
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {message.reply}
          </Typography>
        </Alert>
      )}
      {canEmail ? (
        <TextField
          id="resposta-mensagem"
          label={`Responder por e-mail para ${message.sender?.email}`}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {message.sender
            ? 'Alunos não têm e-mail: responda pelo professor da turma.'
            : 'A conta foi excluída.'}
        </Typography>
      )}
      {answer.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(answer.error, 'Não foi possível salvar a resposta.')}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        {canEmail && (
          <Button
            variant="contained"
            disabled={answer.isPending || reply.trim() === ''}
            onClick={() => send({ reply }, 'Resposta enviada por e-mail.')}
          >
            Enviar resposta
          </Button>
        )}
        {message.status === 'open' && (
          <Button
            variant="outlined"
            disabled={answer.isPending}
            onClick={() => send({}, 'Mensagem marcada como respondida.')}
          >
            Marcar como respondida
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
