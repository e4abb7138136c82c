import Add from '@mui/icons-material/Add';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import SwapVert from '@mui/icons-material/SwapVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AdminPageHeader } from './admin-page-header';
import { EmptyState } from '@/components/states';
import { useAdminPlans } from '../../api/admin-content';
import { PlanCover } from '../ui/plan-cover';
import { componenteOf, stageLine } from '../ui/plan-labels';
import { AdminFilteredList } from './admin-filtered-list';
import { adminPaths } from './admin-paths';
import { wideCell } from './library-list';
import { StatusChips } from './status-chips';
import { TitleCell } from './title-cell';
import { plural } from '@/lib/plural';

const PAGE_SIZE = 20;

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
          <TableContainer>
            <Table size="small" aria-label="Livros do catálogo">
              <TableHead>
                <TableRow>
                  <TableCell sx={wideCell}>Capa</TableCell>
                  <TableCell>Livro</TableCell>
                  <TableCell sx={wideCell}>Etapa e componente</TableCell>
                  <TableCell>Situação</TableCell>
                  <TableCell sx={wideCell} align="right">
                    Aulas
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {plans.map((plan) => (
                  <TableRow key={plan.id} hover>
                    <TableCell sx={{ ...wideCell, width: 96 }}>
                      <Box sx={{ width: 80, borderRadius: 1, overflow: 'hidden' }}>
                        <PlanCover plan={plan} height={50} />
                      </Box>
                    </TableCell>
                    <TitleCell to={adminPaths.plan(plan.id)} phoneLine={stageLine(plan)}>
                      {plan.title}
                    </TitleCell>
                    <TableCell sx={wideCell}>
                      <Typography variant="body2">{stageLine(plan)}</Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {componenteOf(plan)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <StatusChips published={plan.published} premium={plan.premium} />
                    </TableCell>
                    <TableCell sx={wideCell} align="right">
                      <Link
                        component={RouterLink}
                        to={adminPaths.lessons(plan.id)}
                        aria-label={`${plural(plan.lessons_count, 'aula', 'aulas')} de ${plan.title}`}
                      >
                        {plan.lessons_count}
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </AdminFilteredList>
    </>
  );
}
