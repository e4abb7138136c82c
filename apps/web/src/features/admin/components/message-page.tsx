import { spaRoutes } from '@aula/contracts';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { useContactMessage } from '../api/messages';
import { personName } from '../lib/person-name';
import { contactStatusLabels } from '../lib/labels';
import { AnswerForm } from './answer-form';
import { senderOf } from './message-sender';
import { DetailList, DetailSection } from '@/components/admin-kit/detail-section';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { QueryState } from '@/components/admin-kit/query-state';
import { LabelledStatusChip } from './labelled-status-chip';

/** /admin-dashboard/messages/:messageId — read, reply by e-mail, mark answered. */
export function MessagePage() {
  const { messageId } = useParams();
  const message = useContactMessage(Number(messageId));
  return (
    <QueryState
      query={message}
      fallback="Não foi possível carregar a mensagem."
      back={{ to: spaRoutes.adminMessages, label: 'Fale conosco' }}
      errorTitle="Mensagem"
    >
      {(m) => (
        <>
          <AdminPageHeader
            title={`Mensagem #${m.id}`}
            subtitle={senderOf(m)}
            back={{ to: spaRoutes.adminMessages, label: 'Fale conosco' }}
          />
          <DetailSection title="Mensagem">
            <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>{m.message}</Typography>
            <DetailList
              items={[
                ['De', senderOf(m)],
                ['E-mail', m.sender?.email ?? '—'],
                ['Nota', m.rating ? `${m.rating} de 5` : '—'],
                ['Recebida em', formatDateTime(m.created_at)],
                ['Situação', <LabelledStatusChip key="s" value={m.status} labels={contactStatusLabels} />],
                ['Respondida por', m.answered_by ? personName(m.answered_by) : '—'],
                ['Respondida em', formatDateTime(m.answered_at)],
              ]}
            />
          </DetailSection>
          <DetailSection title="Resposta">
            <AnswerForm message={m} />
          </DetailSection>
        </>
      )}
    </QueryState>
  );
}
