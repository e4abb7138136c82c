import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SectionCard } from '@/components/section-card';
import { errorMessage } from '@/lib/error-message';
import { useDownloadMyData } from '../api/my-data';

const contents = {
  teacher:
    'perfil, turmas, alunos, planos criados, favoritos, assinatura e cobranças, mensagens e consentimentos',
  student: 'perfil, turmas em que você entrou, atividades entregues, mensagens e consentimentos',
};

/** LGPD art. 18: a copy of everything the platform keeps about the person. */
export function MyDataSection({ audience = 'teacher' }: { audience?: keyof typeof contents }) {
  const download = useDownloadMyData();
  return (
    <SectionCard id="copia-dos-dados" title="Cópia dos meus dados">
      <Typography variant="body2" sx={{ mb: 2 }}>
        Baixe um arquivo JSON com tudo o que guardamos sobre você: {contents[audience]}.
      </Typography>
      <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? 'Preparando…' : 'Baixar meus dados'}
      </Button>
      {download.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errorMessage(download.error, 'Não foi possível baixar seus dados. Tente novamente.')}
        </Alert>
      )}
    </SectionCard>
  );
}
