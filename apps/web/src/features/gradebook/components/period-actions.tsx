import type { Gradebook } from '@aula/contracts';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useClosePeriod } from '../api/gradebook';
import { ClosePeriodDialog } from './close-period-dialog';

const GradingDialog = lazy(() => import('./grading-dialog').then((m) => ({ default: m.GradingDialog })));

/** "Como a turma é avaliada", and closing or reopening the period shown. */
export function PeriodActions({ classroomId, book }: { classroomId: number; book: Gradebook }) {
  const [open, setOpen] = useState<'grading' | 'close' | null>(null);
  const reopen = useClosePeriod(classroomId);
  const { enqueueSnackbar } = useSnackbar();
  const { period } = book;
  const reopenPeriod = () =>
    reopen.mutate(
      { period: period.index, close: false },
      {
        onSuccess: () => enqueueSnackbar(`${period.name} reaberto.`, { variant: 'success' }),
        onError: (error) =>
          enqueueSnackbar(errorMessage(error, 'Não foi possível reabrir o período.'), { variant: 'error' }),
      },
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button startIcon={<TuneOutlined />} onClick={() => setOpen('grading')}>
        Como a turma é avaliada
      </Button>
      {period.closed ? (
        <Button startIcon={<LockOpenOutlined />} onClick={reopenPeriod} disabled={reopen.isPending}>
          Reabrir {period.name}
        </Button>
      ) : (
        <Button variant="contained" startIcon={<LockOutlined />} onClick={() => setOpen('close')}>
          Fechar {period.name}
        </Button>
      )}
      {open === 'grading' && (
        <Suspense fallback={null}>
          <GradingDialog classroomId={classroomId} grading={book.grading} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {open === 'close' && (
        <ClosePeriodDialog classroomId={classroomId} book={book} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}
