import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useAllAdminPlans, useReorderPlans } from '../../api/admin-content';
import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { stageLine } from '../ui/plan-labels';
import { SortableList, type SortableItem } from '../ui/sortable-list';
import { adminPaths } from './admin-paths';
import { StatusChips } from './status-chips';

/** /lesson-plans/reorder: the whole catalogue, dragged into the order teachers see, saved at once. */
export function AdminReorderPage() {
  const plans = useAllAdminPlans();
  const reorder = useReorderPlans();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  // The order being edited; null while it is the server's.
  const [order, setOrder] = useState<number[] | null>(null);
  const original = useMemo(() => (plans.data ?? []).map((plan) => plan.id), [plans.data]);
  const items = useMemo<SortableItem[]>(() => {
    const byId = new Map((plans.data ?? []).map((plan) => [plan.id, plan]));
    return (order ?? original).flatMap((id) => {
      const plan = byId.get(id);
      if (!plan) return [];
      return [
        {
          id: plan.id,
          primary: plan.title,
          secondary: (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <span>{stageLine(plan)}</span>
              <StatusChips published={plan.published} premium={plan.premium} />
            </Box>
          ),
        },
      ];
    });
  }, [order, original, plans.data]);
  const changed = order !== null && order.some((id, index) => id !== original[index]);
  const unsaved = useUnsavedChanges(changed);

  const save = async () => {
    try {
      await reorder.mutateAsync(items.map((item) => item.id));
      unsaved.allowNextNavigation();
      enqueueSnackbar('Nova ordem do catálogo salva.', { variant: 'success' });
      await navigate(adminPaths.plans());
    } catch (error) {
      enqueueSnackbar(errorMessage(error, 'Não foi possível salvar a ordem.'), { variant: 'error' });
      setOrder(null);
      void plans.refetch();
    }
  };

  return (
    <>
      <AdminPageHeader
        title="Reordenar livros"
        subtitle="Arraste os livros (ou use as setas) para definir a ordem do catálogo. Nada muda até você salvar."
        back={{ to: adminPaths.plans(), label: 'Voltar aos livros' }}
        actions={
          <>
            <Button disabled={!changed || reorder.isPending} onClick={() => setOrder(null)}>
              Desfazer
            </Button>
            <Button variant="contained" disabled={!changed || reorder.isPending} onClick={() => void save()}>
              {reorder.isPending ? 'Salvando…' : 'Salvar ordem'}
            </Button>
          </>
        }
      />
      {plans.isPending ? (
        <LoadingState label="Carregando o catálogo…" />
      ) : plans.isError ? (
        <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="Nenhum livro no catálogo">Crie livros para poder ordená-los.</EmptyState>
      ) : (
        <>
          {changed && (
            <Alert severity="info" sx={{ mb: 2 }}>
              A ordem mudou. Salve para aplicá-la ao catálogo.
            </Alert>
          )}
          <SortableList
            items={items}
            onChange={(next) => setOrder(next.map((item) => item.id))}
            label="Livros do catálogo, na ordem"
          />
        </>
      )}
      {unsaved.dialog}
    </>
  );
}
