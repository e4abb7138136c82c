import type { ClassroomPost } from '@aula/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';

/**
 * The class feed, newest first. `actions` are what the reader may do with a post (the teacher's
 * edit and delete): given by the caller, so the students' page loads none of them.
 */
export function PostList({
  posts,
  actions,
  activityLink,
}: {
  posts: ClassroomPost[];
  actions?: (post: ClassroomPost) => ReactNode;
  activityLink?: (assignment: { id: number; title: string }) => ReactNode;
}) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Avisos do mural">
      {posts.map((post) => (
        <Paper component="li" key={post.id} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {post.author_name} · {formatDateTime(post.created_at)}
              </Typography>
              <Box
                sx={{ '& p': { my: 1 }, overflowWrap: 'anywhere' }}
                // Sanitised on the server (the lesson content allow-list).
                dangerouslySetInnerHTML={{ __html: post.body }}
              />
              {post.assignment && activityLink?.(post.assignment)}
            </Box>
            {actions?.(post)}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
