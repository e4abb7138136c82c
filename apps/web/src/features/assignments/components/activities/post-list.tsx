import type { ClassroomPost } from '@aula/contracts';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { outlinedCard, themeClasses } from '@/components/theme-classes';
import { formatDateTime } from '@/lib/format';

/**
 * A post's parts, as MUI's outlined Paper and Typography drew them, in classes built once
 * (themeClasses): the student's home shows each class's newest posts as it opens.
 */
const usePostClasses = themeClasses((theme) => ({
  post: { ...outlinedCard(theme), padding: 16, borderRadius: Number(theme.shape.borderRadius) * 2 },
  row: { display: 'flex', alignItems: 'flex-start', gap: 8 },
  text: { flex: 1, minWidth: 0 },
  byline: { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
  body: { overflowWrap: 'anywhere', '& p': { marginTop: 8, marginBottom: 8 } },
}));

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
  const classes = usePostClasses();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Avisos do mural">
      {posts.map((post) => (
        <li key={post.id} className={classes.post}>
          <div className={classes.row}>
            <div className={classes.text}>
              <p className={classes.byline}>
                {post.author_name} · {formatDateTime(post.created_at)}
              </p>
              <div
                className={classes.body}
                // Sanitised on the server (the lesson content allow-list).
                dangerouslySetInnerHTML={{ __html: post.body }}
              />
              {post.assignment && activityLink?.(post.assignment)}
            </div>
            {actions?.(post)}
          </div>
        </li>
      ))}
    </Stack>
  );
}
