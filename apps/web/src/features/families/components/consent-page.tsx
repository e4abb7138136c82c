import type { ConsentStatus } from '@aula/contracts';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConsentNotice, useDecideConsent, useRevokeConsent } from '../api/families';
import { ConsentForm } from './consent-form';
import { ConsentNoticeText, classesText } from './consent-notice';
import { ConsentResult } from './consent-result';
import { FamilyQueryState } from './family-query-state';
import { FamilyShell } from './family-shell';

const TITLE = 'Autorização da família';
const ANSWERED: readonly ConsentStatus[] = ['granted', 'refused', 'revoked'];

/** /autorizacao/:token — a guardian reads what is kept about the child and decides; no account needed. */
export function ConsentPage({ token }: { token: string }) {
  const notice = useConsentNotice(token);
  const decide = useDecideConsent(token);
  const revoke = useRevokeConsent(token);
  const [decided, setDecided] = useState<ConsentStatus | null>(null);
  const [changing, setChanging] = useState(false);

  if (!notice.isSuccess) return <FamilyQueryState title={TITLE} query={notice} />;

  const data = notice.data;
  const child = data.child.first_name;
  const status = decided ?? data.status;
  const answered = ANSWERED.includes(status) && !changing;

  return (
    <FamilyShell title={TITLE}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
      >
        Autorização para {child}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>
        {child} usa a Aula na escola: {classesText(data.classes)}. Para guardar fotos e arquivos das tarefas
        de {child}, precisamos da autorização de um responsável. Leia abaixo e responda.
      </Typography>
      {answered ? (
        <ConsentResult
          status={status}
          child={child}
          revoking={revoke.isPending}
          revokeError={revoke.error}
          onRevoke={() => revoke.mutate(undefined, { onSuccess: (result) => setDecided(result.status) })}
          onChangeMind={() => setChanging(true)}
        />
      ) : (
        <>
          <ConsentNoticeText notice={data} />
          <ConsentForm
            notice={data}
            pending={decide.isPending}
            error={decide.error}
            onDecide={(input) =>
              decide.mutate(input, {
                onSuccess: (result) => {
                  setChanging(false);
                  setDecided(result.status);
                },
              })
            }
          />
        </>
      )}
    </FamilyShell>
  );
}
