import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { useAdminLessons } from '../../api/admin-content';
import { minutesLabel } from '../ui/plan-labels';
import {
  AdminListFilters,
  adminFiltersFrom,
  adminFiltersQuery,
  type AdminFilters,
} from './admin-list-filters';
import { adminPaths } from './admin-paths';
import { StatusChips } from './status-chips';
import { PageNav } from '../ui/page-nav';
import { TIME_ZONE } from '@/lib/format';
import { plural } from '@/lib/plural';

const PAGE_SIZE = 25;
const wide = { display: { xs: 'none', md: 'table-cell' } };
const updatedFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: TIME_ZONE });

/** /admin-dashboard/content/all-lessons: every catalogue lesson, most recently changed first. */
export function AdminAllLessonsPage() {
  const [params, setParams] = useSearchParams();
  const filters = adminFiltersFrom(params);
  const lessons = useAdminLessons(adminFiltersQuery(filters, PAGE_SIZE));
  const update = (changes: Partial<AdminFilters> & { page?: number }) => {
    const next = { ...filters, page: 1, ...changes };
    const query = new URLSearchParams(adminFiltersQuery(next, PAGE_SIZE));
    query.delete('page_size');
    if (next.page === 1) query.delete('page');
    setParams(query, { replace: changes.page === undefined });
  };
  const pages = lessons.data ? Math.max(1, Math.ceil(lessons.data.count / PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader
        title="Todas as aulas"
        subtitle="As aulas de todos os livros do catálogo, das alteradas mais recentemente."
      />
      <AdminListFilters
        filters={filters}
        onChange={update}
        searchLabel="Buscar aulas por título, objetivo ou BNCC"
      />
      {lessons.isPending ? (
        <LoadingState label="Carregando aulas…" />
      ) : lessons.isError ? (
        <ErrorState error={lessons.error} onRetry={() => void lessons.refetch()} />
      ) : lessons.data.count === 0 ? (
        <EmptyState icon={<MenuBookOutlined />} title="Nenhuma aula encontrada">
          Ajuste os filtros, ou crie aulas a partir da página de um livro.
        </EmptyState>
      ) : (
        <>
          <Typography role="status" sx={{ color: 'text.secondary', mb: 1 }}>
            {plural(lessons.data.count, 'aula', 'aulas')}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="Aulas do catálogo">
              <TableHead>
                <TableRow>
                  <TableCell>Aula</TableCell>
                  <TableCell sx={wide}>Livro</TableCell>
                  <TableCell sx={wide}>Duração</TableCell>
                  <TableCell>Situação do livro</TableCell>
                  <TableCell sx={wide}>Alterada em</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lessons.data.results.map((lesson) => (
                  <TableRow key={lesson.id} hover>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={adminPaths.lesson(lesson.lesson_plan, lesson.id)}
                        sx={{ fontWeight: 600 }}
                      >
                        {lesson.title}
                      </Link>
                      <Typography variant="body2" sx={{ color: 'text.secondary', display: { md: 'none' } }}>
                        {lesson.lesson_plan_title}
                      </Typography>
                    </TableCell>
                    <TableCell sx={wide}>
                      <Link component={RouterLink} to={adminPaths.plan(lesson.lesson_plan)}>
                        {lesson.lesson_plan_title}
                      </Link>
                    </TableCell>
                    <TableCell sx={wide}>{minutesLabel(lesson.duration_minutes)}</TableCell>
                    <TableCell>
                      <StatusChips published={lesson.lesson_plan_published} premium={lesson.premium} />
                    </TableCell>
                    <TableCell sx={wide}>{updatedFormat.format(new Date(lesson.updated_at))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <PageNav
            label="Páginas"
            pages={pages}
            page={filters.page}
            onChange={(next) => update({ page: next })}
          />
        </>
      )}
    </>
  );
}
