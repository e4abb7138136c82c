import type { LessonPlanResult } from '@aula/contracts';
import Add from '@mui/icons-material/Add';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import SwapVert from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { DataTable, type Column } from '@/components/admin-kit/data-table';
import { EmptyState } from '@/components/states';
import { useAdminPlans } from '../../api/admin-content';
import { PlanCover } from '../ui/plan-cover';
import { componenteOf, stageLine } from '../ui/plan-labels';
import { AdminFilteredList } from './admin-filtered-list';
import { adminPaths } from './admin-paths';
import { StatusChips } from './status-chips';
import { TitleLink } from './title-link';
import { plural } from '@/lib/plural';

const PAGE_SIZE = 20;

const planColumns: Column<LessonPlanResult>[] = [
  {
    key: 'cover',
    label: 'Capa',
    wideOnly: true,
    sx: { width: 96 },
    render: (plan) => (
      <Box sx={{ width: 80, borderRadius: 1, overflow: 'hidden' }}>
        <PlanCover plan={plan} height={50} />
      </Box>
    ),
  },
  {
    key: 'title',
    label: 'Livro',
    render: (plan) => (
      <TitleLink to={adminPaths.plan(plan.id)} phoneLine={stageLine(plan)}>
        {plan.title}
      </TitleLink>
    ),
  },
  {
    key: 'stage',
    label: 'Etapa e componente',
    wideOnly: true,
    render: (plan) => (
      <>
        <Typography variant="body2">{stageLine(plan)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {componenteOf(plan)}
        </Typography>
      </>
    ),
  },
  {
    key: 'status',
    label: 'Situação',
    render: (plan) => <StatusChips published={plan.published} premium={plan.premium} />,
  },
  {
    key: 'lessons',
    label: 'Aulas',
    wideOnly: true,
    align: 'right',
    render: (plan) => (
      <Link
        component={RouterLink}
        to={adminPaths.lessons(plan.id)}
        aria-label={`${plural(plan.lessons_count, 'aula', 'aulas')} de ${plan.title}`}
      >
        {plan.lessons_count}
      </Link>
    ),
  },
];

/** /admin-dashboard/content/lesson-plans: every catalogue plan, drafts included, in catalogue order. */
export function AdminPlansPage() {
  return (
    <>
      <AdminPageHeader
        title="Livros"
        subtitle="Os livros do catálogo, na ordem em que os professores os veem. Rascunhos não aparecem para eles."
        actions={
          <>
            <Button variant="contained" startIcon={<Add />} component={RouterLink} to={adminPaths.newPlan()}>
              Novo livro
            </Button>
            <Button
              variant="outlined"
              startIcon={<SwapVert />}
              component={RouterLink}
              to={adminPaths.reorder()}
            >
              Reordenar
            </Button>
          </>
        }
      />
      <AdminFilteredList
        pageSize={PAGE_SIZE}
        useList={useAdminPlans}
        searchLabel="Buscar livros"
        loadingLabel="Carregando livros…"
        empty={
          <EmptyState icon={<LibraryBooksOutlined />} title="Nenhum livro encontrado">
            Ajuste os filtros ou crie um livro novo.
          </EmptyState>
        }
        counted={(count) => plural(count, 'livro', 'livros')}
      >
        {(plans) => (
          <DataTable
            label="Livros do catálogo"
            columns={planColumns}
            rows={plans}
            rowKey={(plan) => plan.id}
          />
        )}
      </AdminFilteredList>
    </>
  );
}
