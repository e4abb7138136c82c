import { formatDuration, type AdminLesson } from '@aula/contracts';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { AdminPageHeader } from '@/components/admin-kit/admin-page-header';
import { DataTable, type Column } from '@/components/admin-kit/data-table';
import { EmptyState } from '@/components/states';
import { useAdminLessons } from '../../api/admin-content';
import { AdminFilteredList } from './admin-filtered-list';
import { adminPaths } from './admin-paths';
import { StatusChips } from './status-chips';
import { TitleLink } from './title-link';
import { formatDate } from '@/lib/format';
import { plural } from '@/lib/plural';

const PAGE_SIZE = 25;

const lessonColumns: Column<AdminLesson>[] = [
  {
    key: 'title',
    label: 'Aula',
    render: (lesson) => (
      <TitleLink to={adminPaths.lesson(lesson.lesson_plan, lesson.id)} phoneLine={lesson.lesson_plan_title}>
        {lesson.title}
      </TitleLink>
    ),
  },
  {
    key: 'plan',
    label: 'Livro',
    wideOnly: true,
    render: (lesson) => (
      <Link component={RouterLink} to={adminPaths.plan(lesson.lesson_plan)}>
        {lesson.lesson_plan_title}
      </Link>
    ),
  },
  {
    key: 'duration',
    label: 'Duração',
    wideOnly: true,
    render: (lesson) => formatDuration(lesson.duration_minutes),
  },
  {
    key: 'status',
    label: 'Situação do livro',
    render: (lesson) => <StatusChips published={lesson.lesson_plan_published} premium={lesson.premium} />,
  },
  { key: 'updated', label: 'Alterada em', wideOnly: true, render: (lesson) => formatDate(lesson.updated_at) },
];

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
          <DataTable
            label="Aulas do catálogo"
            columns={lessonColumns}
            rows={lessons}
            rowKey={(lesson) => lesson.id}
          />
        )}
      </AdminFilteredList>
    </>
  );
}
