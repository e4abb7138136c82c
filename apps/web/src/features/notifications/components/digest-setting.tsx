import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SectionCard } from '@/components/section-card';
import { ErrorState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notifications';

/** "Minha conta": the teacher's choice of the daily e-mail of new hand-ins and comments. */
export function DigestSetting() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <SectionCard
      id="resumo-diario"
      title="Resumo diário por e-mail"
      description="Às 18h (horário de Brasília), um e-mail com as entregas e os comentários novos do dia. Nos dias sem novidade, nenhum e-mail."
    >
      {settings.isPending ? (
        <Skeleton
          variant="rounded"
          height={38}
          width={280}
          role="status"
          aria-label="Carregando a preferência…"
        />
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={
                  update.isPending ? Boolean(update.variables?.email_digest) : settings.data.email_digest
                }
                disabled={update.isPending}
                onChange={(event) =>
                  update.mutate(
                    { email_digest: event.target.checked },
                    {
                      onSuccess: (data) =>
                        enqueueSnackbar(
                          data.email_digest ? 'Resumo diário ligado.' : 'Resumo diário desligado.',
                          {
                            variant: 'success',
                          },
                        ),
                    },
                  )
                }
              />
            }
            label="Receber o resumo diário"
          />
          {update.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errorMessage(update.error, 'Não foi possível salvar a preferência.')}
            </Alert>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            As notificações continuam no sino, no alto da tela.
          </Typography>
        </>
      )}
    </SectionCard>
  );
}
