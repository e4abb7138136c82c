import type { ClassroomPost, PostInput } from '@aula/contracts';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import type { PostPatch } from '../../api/assignments';
import { htmlToText, textToHtml } from '@/lib/paragraphs';

type ActivityOption = { id: number; title: string };

/** What the teacher types for a mural post: blank for a new one, or an existing post as plain text. */
export function usePostDraft(post?: ClassroomPost) {
  const [initialText] = useState(() => (post ? htmlToText(post.body) : ''));
  const initialActivity = post?.assignment ? String(post.assignment.id) : '';
  const [text, setText] = useState(initialText);
  const [activity, setActivity] = useState(initialActivity);
  const assignment = activity ? Number(activity) : null;
  return {
    text,
    setText,
    activity,
    setActivity,
    valid: text.trim() !== '',
    input: (): PostInput => ({ body: textToHtml(text), assignment }),
    /** Only what changed: an untouched text keeps its original markup. */
    patch: (): PostPatch => ({
      ...(text.trim() !== initialText ? { body: textToHtml(text) } : {}),
      ...(activity !== initialActivity ? { assignment } : {}),
    }),
    reset: () => {
      setText('');
      setActivity('');
    },
  };
}

export type PostDraft = ReturnType<typeof usePostDraft>;

/** The message and the optional activity of a mural post; `children` sits beside the activity. */
export function PostFields({
  draft,
  activities,
  current,
  autoFocus = false,
  children,
}: {
  draft: PostDraft;
  activities: ActivityOption[];
  /** The post's activity, listed even before the activities load. */
  current?: ActivityOption | null;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const options =
    current && !activities.some((a) => a.id === current.id) ? [current, ...activities] : activities;
  return (
    <Stack spacing={2}>
      <TextField
        label="Escreva um aviso para a turma"
        multiline
        minRows={2}
        value={draft.text}
        onChange={(e) => draft.setText(e.target.value)}
        autoFocus={autoFocus}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          label="Ligar a uma atividade (opcional)"
          value={draft.activity}
          onChange={(e) => draft.setActivity(e.target.value)}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">Nenhuma</MenuItem>
          {options.map((a) => (
            <MenuItem key={a.id} value={String(a.id)}>
              {a.title}
            </MenuItem>
          ))}
        </TextField>
        {children}
      </Stack>
    </Stack>
  );
}
