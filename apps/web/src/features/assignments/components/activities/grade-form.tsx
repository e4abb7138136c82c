import type { Submission } from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { visuallyHidden } from '@/components/visually-hidden';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { useSnackbar } from '@/lib/toast';
import { useGradeSubmission } from '../../api/assignments';
import { formatGrade, parseGrade } from '../../assignment-status';
import { FileLinkList } from './file-link-list';
import { SubmissionStatusChip } from './assignment-status-chip';

/** One student's hand-in: the answer, the files, a grade, feedback and "Devolver". */
export function GradeForm({
  classroomId,
  assignmentId,
  submission,
}: {
  classroomId: number;
  assignmentId: number;
  submission: Submission;
}) {
  const grade = useGradeSubmission(classroomId, assignmentId);
  const { enqueueSnackbar } = useSnackbar();
  const [value, setValue] = useState(formatGrade(submission.grade));
  const [feedback, setFeedback] = useState(submission.feedback);
  const { student } = submission;
  const name = `${student.first_name} ${student.last_name}`;
  const parsed = parseGrade(value);
  const gradeError = parsed.ok
    ? grade.error instanceof ApiError
      ? grade.error.fieldErrors.grade?.[0]
      : undefined
    : parsed.error;
  const returned = submission.status === 'returned';
  // The name is in the heading above: a short visible label is never cut in the narrow field.
  const gradeLabel = (
    <>
      Nota{' '}
      <Box component="span" sx={visuallyHidden}>
        de {student.first_name}
      </Box>
    </>
  );

  const save = (returnIt: boolean) =>
    parsed.ok &&
    grade.mutate(
      {
        studentId: student.id,
        patch: { grade: parsed.grade, feedback, ...(returnIt ? { returned: true } : {}) },
      },
      {
        onSuccess: () =>
          enqueueSnackbar(returnIt ? `Atividade devolvida para ${student.first_name}.` : 'Nota salva.', {
            variant: 'success',
          }),
      },
    );

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <SubmissionStatusChip status={submission.status} />
        {/* After the chip "Entregue" or "Entregue com atraso" it reads as one sentence. */}
        {submission.submitted_at && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {returned ? 'Entregue em' : 'em'} {formatDateTime(submission.submitted_at)}
          </Typography>
        )}
      </Stack>
      {submission.text ? (
        <Typography sx={{ whiteSpace: 'pre-line', bgcolor: 'grey.50', p: 1.5, borderRadius: 1, mb: 1 }}>
          {submission.text}
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {submission.submitted_at ? 'Sem resposta escrita.' : 'Ainda não entregou.'}
        </Typography>
      )}
      <FileLinkList files={submission.files} />
      {grade.isError && !gradeError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorMessage(grade.error, 'Não foi possível salvar a nota.')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={gradeLabel}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={Boolean(gradeError)}
          helperText={gradeError ?? 'De 0 a 10'}
          size="small"
          sx={{ width: { sm: 170 } }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label="Devolutiva"
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          size="small"
          multiline
          sx={{ flex: 1 }}
        />
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button onClick={() => save(false)} disabled={grade.isPending || !parsed.ok}>
            Salvar
          </Button>
          <Button variant="contained" onClick={() => save(true)} disabled={grade.isPending || !parsed.ok}>
            {returned ? 'Devolver de novo' : 'Devolver'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
