import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { QueryState } from '@/components/admin-kit/query-state';
import { isNotFound } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useAdminPlan, useCreateAdminPlan, useUpdateAdminPlan } from '../../api/admin-content';
import { ADMIN_UPLOAD_ROUTE } from '../../api/upload-file';
import { PlanForm } from '../editor/plan-form';
import { toAdminPlanInput } from './admin-plan-input';
import { adminPaths } from './admin-paths';

/** /lesson-plans/new: a new catalogue plan (a draft unless published here). */
export function AdminNewPlanPage() {
  const create = useCreateAdminPlan();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const created = useRef<number | null>(null);
  return (
    <>
      <AdminPageHeader title="Novo livro" back={{ to: adminPaths.plans(), label: 'Voltar aos livros' }} />
      <PlanForm
        mode="admin"
        uploadRoute={ADMIN_UPLOAD_ROUTE}
        submitLabel="Criar livro"
        onSubmit={async (values) => {
          created.current = (await create.mutateAsync(toAdminPlanInput(values))).id;
        }}
        onCancel={() => void navigate(adminPaths.plans())}
        onSaved={() => {
          enqueueSnackbar('Livro criado. Agora adicione as aulas.', { variant: 'success' });
          if (created.current !== null) void navigate(adminPaths.lessons(created.current));
        }}
      />
    </>
  );
}

/** /lesson-plans/:lessonPlanId/edit. */
export function AdminEditPlanPage() {
  const id = Number(useParams().lessonPlanId);
  const plan = useAdminPlan(id);
  const update = useUpdateAdminPlan(id);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const back = { to: adminPaths.plan(id), label: 'Voltar ao livro' };
  return (
    <QueryState
      query={plan}
      loadingLabel="Carregando o livro…"
      back={{ to: adminPaths.plans(), label: 'Voltar aos livros' }}
      errorTitle={(error) => (isNotFound(error) ? 'Livro não encontrado' : 'Editar livro')}
    >
      {(data) => (
        <>
          <AdminPageHeader title={`Editar: ${data.title}`} documentTitle="Editar livro" back={back} />
          <PlanForm
            plan={data}
            mode="admin"
            uploadRoute={ADMIN_UPLOAD_ROUTE}
            submitLabel="Salvar livro"
            onSubmit={(values) => update.mutateAsync(toAdminPlanInput(values))}
            onCancel={() => void navigate(adminPaths.plan(id))}
            onSaved={() => {
              enqueueSnackbar('Livro salvo.', { variant: 'success' });
              void navigate(adminPaths.plan(id));
            }}
          />
        </>
      )}
    </QueryState>
  );
}
