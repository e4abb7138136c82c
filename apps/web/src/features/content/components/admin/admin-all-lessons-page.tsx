import { formatDuration } from '@aula/contracts';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { AdminPageHeader } from './admin-page-header';
import { EmptyState } from '@/components/states';
import { useAdminLessons } from '../../api/admin-content';
import { AdminFilteredList } from './admin-filtered-list';
import { adminPaths } from './admin-paths';
import { wideCell } from './library-list';
import { StatusChips } from './status-chips';
import { TitleCell } from './title-cell';
import { formatDate } from '@/lib/format';
import { plural } from '@/lib/plural';

const PAGE_SIZE = 25;

/** /admin-dashboard/content/all-lessons: every catalogue lesson, most recently changed first. */
export function AdminAllLessonsPage() {
  return (
    <>
      <AdminPageHeader
        title="Todas as aulas"
        subtitle="As aulas de todos os livros do catálogo, das alteradas mais recentemente."
      />
      <AdminFilteredList
        pageSize={PAGE_SIZE}
        useList={useAdminLessons}
        searchLabel="Buscar aulas por título, objetivo ou BNCC"
        loadingLabel="Carregando aulas…"
        empty={
          <EmptyState icon={<MenuBookOutlined />} title="Nenhuma aula encontrada">
            Ajuste os filtros, ou crie aulas a partir da página de um livro.
          </EmptyState>
        }
        counted={(count) => plural(count, 'aula', 'aulas')}
      >
        {(lessons) => (
          <TableContainer>
            <Table size="small" aria-label="Aulas do catálogo">
              <TableHead>
                <TableRow>
                  <TableCell>Aula</TableCell>
                  <TableCell sx={wideCell}>Livro</TableCell>
                  <TableCell sx={wideCell}>Duração</TableCell>
                  <TableCell>Situação do livro</TableCell>
                  <TableCell sx={wideCell}>Alterada em</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lessons.map((lesson) => (
                  <TableRow key={lesson.id} hover>
                    <TitleCell
                      to={adminPaths.lesson(lesson.lesson_plan, lesson.id)}
                      phoneLine={lesson.lesson_plan_title}
                    >
                      {lesson.title}
                    </TitleCell>
                    <TableCell sx={wideCell}>
                      <Link component={RouterLink} to={adminPaths.plan(lesson.lesson_plan)}>
                        {lesson.lesson_plan_title}
                      </Link>
                    </TableCell>
                    <TableCell sx={wideCell}>{formatDuration(lesson.duration_minutes)}</TableCell>
                    <TableCell>
                      <StatusChips published={lesson.lesson_plan_published} premium={lesson.premium} />
                    </TableCell>
                    <TableCell sx={wideCell}>{formatDate(lesson.updated_at)}</TableCell>
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
