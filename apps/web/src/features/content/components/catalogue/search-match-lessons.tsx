import { routePath, spaRoutes, type SearchMatch } from '@aula/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { plural } from '@/lib/plural';
import { Highlighted } from '../ui/highlighted';

/** The lessons of a plan that a search found, each a link that opens the plan at that lesson. */
export function SearchMatchLessons({
  planId,
  planTitle,
  match,
  search,
}: {
  planId: number;
  planTitle: string;
  match: SearchMatch;
  search: string;
}) {
  // The whole catalogue query (words, filters, page) rides along, so "Voltar à busca" restores it.
  const catalogueQuery =
    useLocation().search.replace(/^\?/, '') || new URLSearchParams({ search }).toString();
  if (match.lessons.length === 0) return null;
  const more = match.lessons_matched - match.lessons.length;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        Encontrado nas aulas
      </Typography>
      <Box
        component="ul"
        aria-label={`Aulas de ${planTitle} encontradas na busca`}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}
      >
        {match.lessons.map((lesson) => (
          <li key={lesson.id}>
            <Link
              component={RouterLink}
              to={`${routePath(spaRoutes.teacherBook, { id: planId })}?${new URLSearchParams({
                aula: String(lesson.id),
                busca: catalogueQuery,
              }).toString()}`}
              variant="body2"
              sx={{ fontWeight: 600 }}
            >
              Aula {lesson.number}: <Highlighted segments={lesson.title} />
            </Link>
            {lesson.excerpt && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                …<Highlighted segments={lesson.excerpt} />…
              </Typography>
            )}
          </li>
        ))}
      </Box>
      {more > 0 && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          e mais {plural(more, 'aula', 'aulas')}
        </Typography>
      )}
    </Box>
  );
}
