import { useRef } from 'react';
import { PageHeader } from '@/components/page-header';
import { useSnackbar } from '@/lib/toast';
import { useCreateCustomPlan } from '../../api/custom-plans';
import { TEACHER_UPLOAD_ROUTE } from '../../api/upload-file';
import { PlanForm } from '../editor/plan-form';
import { toCustomPlanInput } from './custom-plan-input';

/** "Novo livro": after saving, the new book opens in its editor to receive lessons. */
export function NewCustomPlan({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (id: number) => void;
}) {
  const create = useCreateCustomPlan();
  const { enqueueSnackbar } = useSnackbar();
  const created = useRef<number | null>(null);
  return (
    <>
      <PageHeader title="Novo livro" back={{ to: '?', label: 'Voltar a Meus livros' }} />
      <PlanForm
        mode="teacher"
        uploadRoute={TEACHER_UPLOAD_ROUTE}
        submitLabel="Criar livro"
        blockSearchChanges
        onSubmit={async (values) => {
          created.current = (await create.mutateAsync(toCustomPlanInput(values))).id;
        }}
        onCancel={onCancel}
        onSaved={() => {
          enqueueSnackbar('Livro criado. Agora adicione as aulas.', { variant: 'success' });
          if (created.current !== null) onCreated(created.current);
        }}
      />
    </>
  );
}
