import { routePath, spaRoutes } from '@aula/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { ErrorState } from '@/components/states';
import { useMyClassrooms } from '@/lib/student-classrooms';
import { useClassPosts, useNoClassPosts } from '../../api/student-assignments';
import { plural } from '@/lib/plural';
import { PostList } from '../activities/post-list';

/** The newest posts of each class on the home page; the rest one click away. */
const FIRST_SHOWN = 3;

function ClassroomPosts({ id, name, showName }: { id: number; name: string; showName: boolean }) {
  const posts = useClassPosts(id);
  const [all, setAll] = useState(false);
  if (posts.isPending)
    return (
      <LoadingSkeleton label="Carregando o mural…">
        <RowsSkeleton rows={2} height={96} />
      </LoadingSkeleton>
    );
  if (posts.isError) return <ErrorState error={posts.error} onRetry={() => void posts.refetch()} />;
  const { results, count } = posts.data;
  if (results.length === 0) return null;
  const hidden = results.length - FIRST_SHOWN;
  return (
    <Box sx={{ mb: 2 }}>
      {showName && (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {name}
        </Typography>
      )}
      <PostList
        posts={all ? results : results.slice(0, FIRST_SHOWN)}
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
      {!all && hidden > 0 && (
        <Button onClick={() => setAll(true)} sx={{ mt: 1 }}>
          Ver mais {plural(hidden, 'aviso', 'avisos')}
          {showName ? ` de ${name}` : ''}
        </Button>
      )}
      {all && count > results.length && (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          Estes são os {results.length} avisos mais recentes.
        </Typography>
      )}
    </Box>
  );
}

/** The teachers' announcements of each of the student's classrooms. */
export function ClassMural() {
  const classrooms = useMyClassrooms();
  const list = classrooms.data?.results ?? [];
  const noPosts = useNoClassPosts(list.map((c) => c.id));
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="mural-titulo" sx={{ mb: 5 }}>
      <Typography id="mural-titulo" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Mural
      </Typography>
      {noPosts ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Ainda não há avisos. Quando o professor ou a professora publicar um, ele aparece aqui.
        </Typography>
      ) : (
        list.map((c) => <ClassroomPosts key={c.id} id={c.id} name={c.name} showName={list.length > 1} />)
      )}
    </Box>
  );
}
