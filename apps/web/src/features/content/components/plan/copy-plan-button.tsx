import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { spaRoutes } from '@aula/contracts';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useCopyPlan } from '../../api/custom-plans';
import { isPlanLimitError } from '../../errors';

/** "Copiar para meus livros": the copy opens in the editor of "Meus livros". */
export function CopyPlanButton({ planId, title }: { planId: number; title: string }) {
  const copy = useCopyPlan();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Button
      variant="outlined"
      startIcon={<ContentCopy />}
      disabled={copy.isPending}
      onClick={async () => {
        try {
          const created = await copy.mutateAsync(planId);
          enqueueSnackbar(`“${title}” foi copiado para Meus livros.`, { variant: 'success' });
          await navigate(`${spaRoutes.teacherMyBooks}?livro=${created.id}`);
        } catch (error) {
          enqueueSnackbar(errorMessage(error, 'Não foi possível copiar o livro.'), {
            variant: isPlanLimitError(error) ? 'warning' : 'error',
          });
        }
      }}
    >
      {copy.isPending ? 'Copiando…' : 'Copiar para meus livros'}
    </Button>
  );
}
