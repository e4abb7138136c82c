import type { Comment } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { ErrorState } from '@/components/states';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';

/** The private thread between the teacher and one student, oldest first, with a box to answer. */
export function CommentThread({
  comments,
  add,
  viewerRole,
  hint,
}: {
  comments: UseQueryResult<Comment[]>;
  add: UseMutationResult<Comment, Error, string>;
  viewerRole: 'teacher' | 'student';
  hint: string;
}) {
  const [text, setText] = useState('');
  const headingId = useId();
  const fieldError = add.error instanceof ApiError ? add.error.fieldErrors.text?.[0] : undefined;
  const tooLong = text.length > 2000;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || tooLong) return;
    add.mutate(text, { onSuccess: () => setText('') });
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        Comentários particulares
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {hint}
      </Typography>
      {comments.isPending ? (
        <LoadingSkeleton label="Carregando os comentários…">
          <RowsSkeleton rows={2} height={48} />
        </LoadingSkeleton>
      ) : comments.isError ? (
        <ErrorState error={comments.error} onRetry={() => void comments.refetch()} />
      ) : comments.data.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Nenhum comentário ainda.
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5 }}>
          {comments.data.map((c) => {
            const mine = c.author.role === viewerRole;
            return (
              <Box
                component="li"
                key={c.id}
                sx={{
                  alignSelf: mine ? 'flex-end' : 'flex-start',
                  maxWidth: '90%',
                  bgcolor: mine ? '#eef3ff' : 'grey.100',
                  border: 1,
                  borderColor: mine ? 'primary.light' : 'grey.300',
                  borderRadius: 2,
                  px: 1.5,
                  py: 1,
                }}
              >
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {mine ? 'Você' : c.author.first_name} · {formatDateTime(c.created_at)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{c.text}</Typography>
              </Box>
            );
          })}
        </Stack>
      )}
      <Box component="form" onSubmit={submit} noValidate>
        <TextField
          label="Escreva um comentário"
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          size="small"
          error={Boolean(fieldError) || tooLong}
          helperText={fieldError ?? (tooLong ? 'No máximo 2000 caracteres.' : `${text.length}/2000`)}
        />
        {add.isError && !fieldError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(add.error, 'Não foi possível enviar o comentário.')}
          </Alert>
        )}
        <Button
          type="submit"
          variant="outlined"
          sx={{ mt: 1 }}
          disabled={add.isPending || !text.trim() || tooLong}
        >
          {add.isPending ? 'Enviando…' : 'Enviar comentário'}
        </Button>
      </Box>
    </Box>
  );
}
