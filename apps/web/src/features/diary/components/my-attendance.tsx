import type { StudentAttendance } from '@aula/contracts';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { plural } from '@/lib/plural';

/** The student's own frequência in each class (only hers: classmates never see it). */
export function MyAttendance({ results }: StudentAttendance) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mb: 5 }} aria-labelledby="minha-frequencia">
      <Typography id="minha-frequencia" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Minha frequência
      </Typography>
      <Stack spacing={1}>
        {results.map((r) => (
          <Typography key={r.classroom.id}>
            <strong>{r.classroom.name}:</strong>{' '}
            {r.attendance_rate === null ? '—' : `${Math.round(r.attendance_rate * 100)}%`} ·{' '}
            {plural(r.absences, 'falta', 'faltas')}
            {r.justified > 0 && ` (${plural(r.justified, 'justificada', 'justificadas')})`}
            {r.below_75 && (
              <Typography component="span" sx={{ color: '#8e0016', fontWeight: 700 }}>
                {' '}
                — abaixo de 75%: fale com sua professora
              </Typography>
            )}
          </Typography>
        ))}
      </Stack>
    </Paper>
  );
}
