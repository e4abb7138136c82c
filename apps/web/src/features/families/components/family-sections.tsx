import type { FamilyView } from '@aula/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatOneDecimal, formatPercent } from '@/lib/format';

export function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {empty ? <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography> : children}
    </Box>
  );
}

function Items({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

function Item({ children }: { children: ReactNode }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      {children}
    </Paper>
  );
}

export function ActivityList({ activities }: { activities: FamilyView['todo'] }) {
  return (
    <Items>
      {activities.map((a, index) => (
        <Item key={`${a.title}-${index}`}>
          <Typography sx={{ fontWeight: 600 }}>{a.title}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {a.classroom}
            {a.due_at ? ` · até ${formatDate(a.due_at)}` : ''}
          </Typography>
        </Item>
      ))}
    </Items>
  );
}

export function ReturnedList({ returned }: { returned: FamilyView['returned'] }) {
  return (
    <Items>
      {returned.map((r, index) => (
        <Item key={`${r.title}-${index}`}>
          <Typography sx={{ fontWeight: 600 }}>{r.title}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {r.classroom} · {formatDate(r.returned_at)}
          </Typography>
          <Typography sx={{ mt: 1 }}>
            Nota: <strong>{r.grade === null ? 'sem nota' : formatOneDecimal(r.grade)}</strong>
          </Typography>
          {r.feedback && <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>“{r.feedback}”</Typography>}
        </Item>
      ))}
    </Items>
  );
}

export function PostsList({ posts }: { posts: FamilyView['posts'] }) {
  return (
    <Items>
      {posts.map((post, index) => (
        <Item key={`${post.created_at}-${index}`}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {post.classroom} · {formatDateTime(post.created_at)}
          </Typography>
          <Box
            sx={{ '& p': { my: 1 }, overflowWrap: 'anywhere' }}
            // Sanitised on the server (the lesson content allow-list), as on the class mural.
            dangerouslySetInnerHTML={{ __html: post.body_html }}
          />
        </Item>
      ))}
    </Items>
  );
}

export const attendanceText = (rate: number | null) =>
  rate === null ? 'A frequência ainda não foi registrada.' : `${formatPercent(rate)} de presença no ano.`;
