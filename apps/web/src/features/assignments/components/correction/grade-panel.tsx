import { rubricGrade, type Assignment, type Submission } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useGrade } from '../../api/correction';
import { formatGrade, parseGrade } from '../../assignment-status';
import { RubricPicker } from './rubric-levels';

/** Grade (or rubric), feedback, and return, ask for a redo or just save; Ctrl+Enter returns. */
export function GradePanel({
  activity,
  submission,
  onReturned,
}: {
  activity: Assignment;
  submission: Submission;
  onReturned: () => void;
}) {
  const grade = useGrade(activity.id, activity.classroom);
  const { enqueueSnackbar } = useSnackbar();
  const [value, setValue] = useState(formatGrade(submission.grade));
  const [feedback, setFeedback] = useState(submission.feedback);
  const [levels, setLevels] = useState<(number | null)[]>(
    submission.rubric_levels ?? activity.rubric?.map(() => null) ?? [],
  );
  const { student } = submission;
  const parsed = parseGrade(value);
  const fieldErrors = grade.error instanceof ApiError ? grade.error.fieldErrors : {};
  const gradeError = parsed.ok ? fieldErrors.grade?.[0] : parsed.error;
  const returned = submission.status === 'returned';

  const save = (action: 'save' | 'return' | 'redo') => {
    if (!parsed.ok) return;
    grade.mutate(
      {
        studentId: student.id,
        patch: {
          grade: parsed.grade,
          feedback,
          ...(activity.rubric ? { rubric_levels: levels } : {}),
          ...(action === 'return'
            ? { returned: true }
            : action === 'redo'
              ? { returned: true, redo: true }
              : {}),
        },
      },
      {
        onSuccess: () => {
          enqueueSnackbar(
            action === 'save'
              ? 'Correção salva.'
              : action === 'redo'
                ? `Pedido para ${student.first_name} refazer.`
                : `Atividade devolvida para ${student.first_name}.`,
            { variant: 'success' },
          );
          if (action === 'return') onReturned();
        },
      },
    );
  };

  // Ctrl+Enter (⌘+Enter on a Mac) returns, also from inside the feedback box.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !grade.isPending) {
        event.preventDefault();
        save('return');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Box component="section" aria-labelledby="correcao-titulo">
      <Typography id="correcao-titulo" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        Correção
      </Typography>
      {grade.isError && !gradeError && !fieldErrors.feedback && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {errorMessage(grade.error, 'Não foi possível salvar a correção.')}
        </Alert>
      )}
      {activity.rubric && (
        <Box sx={{ mb: 2 }}>
          <RubricPicker
            rubric={activity.rubric}
            levels={levels}
            disabled={grade.isPending}
            onChange={(next) => {
              setLevels(next);
              const filled = rubricGrade(activity.rubric!, next);
              if (filled !== null) setValue(formatGrade(filled));
            }}
          />
        </Box>
      )}
      <Stack spacing={2}>
        <TextField
          label="Nota"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={Boolean(gradeError)}
          helperText={gradeError ?? (activity.rubric ? 'De 0 a 10; a rubrica preenche' : 'De 0 a 10')}
          size="small"
          sx={{ maxWidth: 200 }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label="Devolutiva"
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          error={Boolean(fieldErrors.feedback)}
          helperText={fieldErrors.feedback?.[0] ?? 'O aluno lê quando você devolver.'}
          size="small"
          multiline
          minRows={3}
          fullWidth
        />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => save('return')} disabled={grade.isPending || !parsed.ok}>
            {returned && !submission.redo_requested ? 'Devolver de novo' : 'Devolver'}
          </Button>
          <Button variant="outlined" onClick={() => save('redo')} disabled={grade.isPending || !parsed.ok}>
            Pedir para refazer
          </Button>
          <Button onClick={() => save('save')} disabled={grade.isPending || !parsed.ok}>
            Salvar sem devolver
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
