import { currentPeriodIndex, type SchoolCalendar } from '@aula/contracts';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RowsSkeleton } from '@/components/skeletons';
import { ErrorState } from '@/components/states';
import { StatusChip } from '@/components/status-chip';
import { errorMessage } from '@/lib/error-message';
import { isoDay } from '@/lib/format';
import { plural } from '@/lib/plural';
import { useSnackbar } from '@/lib/toast';
import { downloadDiaryCsv, downloadDiaryPdf, useAttendance } from '../api/diary';

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** Each student's attendance in a period (or the year so far), those under 75% in evidence, and the exports. */
export function AttendanceSection({
  classroom,
  calendar,
}: {
  classroom: { id: number; name: string };
  calendar: SchoolCalendar;
}) {
  const [period, setPeriod] = useState<number | null>(() => currentPeriodIndex(calendar, isoDay()));
  const attendance = useAttendance(classroom.id, period);
  const { enqueueSnackbar } = useSnackbar();
  const exportPeriod = period ?? currentPeriodIndex(calendar, isoDay());
  const download = (kind: 'csv' | 'pdf') =>
    (kind === 'csv' ? downloadDiaryCsv : downloadDiaryPdf)(classroom.id, exportPeriod, classroom.name).catch(
      (error: unknown) =>
        enqueueSnackbar(errorMessage(error, 'Não foi possível baixar o diário.'), { variant: 'error' }),
    );
  const periodName = calendar.periods.find((p) => p.index === exportPeriod)?.name ?? '';
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, mb: 2 }}>
        <TextField
          select
          size="small"
          id="frequencia-periodo"
          label="Período"
          value={period ?? 0}
          onChange={(event) => setPeriod(Number(event.target.value) || null)}
          sx={{ minWidth: 200 }}
        >
          {calendar.periods.map((p) => (
            <MenuItem key={p.index} value={p.index}>
              {p.name}
            </MenuItem>
          ))}
          <MenuItem value={0}>Ano todo até hoje</MenuItem>
        </TextField>
        <Button startIcon={<FileDownloadOutlined />} onClick={() => void download('csv')}>
          Baixar CSV ({periodName})
        </Button>
        <Button startIcon={<PictureAsPdfOutlined />} onClick={() => void download('pdf')}>
          Baixar PDF ({periodName})
        </Button>
      </Stack>
      {attendance.isPending && <RowsSkeleton rows={4} />}
      {attendance.isError && (
        <ErrorState error={attendance.error} onRetry={() => void attendance.refetch()} />
      )}
      {attendance.data && (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {plural(attendance.data.aulas_given, 'aula dada', 'aulas dadas')}. Faltas justificadas contam como
            faltas na frequência (LDB, mínimo de 75%).
          </Typography>
          {attendance.data.results.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>A turma ainda não tem alunos.</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Frequência dos alunos">
                <TableHead>
                  <TableRow>
                    <TableCell>Aluno</TableCell>
                    <TableCell align="right">Faltas</TableCell>
                    <TableCell align="right">Justificadas</TableCell>
                    <TableCell align="right">Frequência</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {attendance.data.results.map((row) => (
                    <TableRow key={row.student.id}>
                      <TableCell sx={{ fontWeight: row.below_75 ? 700 : 400 }}>
                        {row.student.first_name} {row.student.last_name}
                      </TableCell>
                      <TableCell align="right">{row.absences}</TableCell>
                      <TableCell align="right">{row.justified}</TableCell>
                      <TableCell align="right">
                        {row.below_75 ? (
                          <StatusChip
                            tone="error"
                            label={`${percent(row.attendance_rate)} · abaixo de 75%`}
                          />
                        ) : (
                          percent(row.attendance_rate)
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Box>
  );
}
