import { routePath, spaRoutes } from '@aula/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { ErrorState } from '@/components/states';
import { useMyClassrooms } from '../../api/student-area';
import { useClassPosts } from '../../api/student-assignments';
import { PostList } from '../activities/post-list';

function ClassroomPosts({ id, name, showName }: { id: number; name: string; showName: boolean }) {
  const posts = useClassPosts(id);
  if (posts.isPending)
    return (
      <LoadingSkeleton label="Carregando o mural…">
        <RowsSkeleton rows={2} height={96} />
      </LoadingSkeleton>
    );
  if (posts.isError) return <ErrorState error={posts.error} onRetry={() => void posts.refetch()} />;
  if (posts.data.results.length === 0) return null;
  return (
    <Box sx={{ mb: 2 }}>
      {showName && (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {name}
        </Typography>
      )}
      <PostList
        posts={posts.data.results}
        activityLink={(a) => (
          <Link
            component={RouterLink}
            to={routePath(spaRoutes.studentAssignment, { id: a.id })}
            sx={{ fontWeight: 600 }}
          >
            Abrir a atividade “{a.title}”
          </Link>
        )}
      />
    </Box>
  );
}

/** The teachers' announcements of each of the student's classrooms. */
export function ClassMural() {
  const classrooms = useMyClassrooms();
  if (classrooms.isPending || classrooms.isError) return null;
  const list = classrooms.data.results;
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="mural-titulo" sx={{ mb: 5 }}>
      <Typography id="mural-titulo" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Mural
      </Typography>
      {list.map((c) => (
        <ClassroomPosts key={c.id} id={c.id} name={c.name} showName={list.length > 1} />
      ))}
    </Box>
  );
}
