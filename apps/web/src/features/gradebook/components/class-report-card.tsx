import type { StudentReportCard } from '@aula/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { attendanceText, formatMark } from './marks';

type ClassCard = StudentReportCard['results'][number];
type PeriodMarks = ClassCard['periods'][number];

/** What the period gave her, as the class is graded: the final, the concept or the parecer. */
function Mark({ card, period }: { card: ClassCard; period: PeriodMarks }) {
  if (card.scheme === 'descriptive') {
    return (
      <Typography sx={{ whiteSpace: 'pre-line' }}>
        {period.parecer ?? 'Parecer ainda não escrito.'}
      </Typography>
    );
  }
  return (
    <Typography>
      {card.scheme === 'concept' ? (
        <>
          <strong>Conceito:</strong> {period.concept ?? '—'}
        </>
      ) : (
        <>
          <strong>Média final:</strong> {formatMark(period.final, card.decimals)}
          {card.scale_max !== 10 && ` de ${card.scale_max}`}
        </>
      )}
    </Typography>
  );
}

/** Her boletim in this class: each closed period with its mark and her frequência. */
export function ClassReportCard({ card }: { card: ClassCard }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mt: 4 }} aria-labelledby="boletim-titulo">
      <Typography id="boletim-titulo" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
        Boletim
      </Typography>
      <Stack spacing={2}>
        {card.periods.map((period) => (
          <Box key={period.index}>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
              {period.name}
            </Typography>
            <Mark card={card} period={period} />
            <Typography>
              <strong>Frequência:</strong> {attendanceText(period.attendance_rate)}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
