import type { SkillsGrid, TeacherClassroom } from '@aula/contracts';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BnccCode } from '@/components/bncc-code';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { useSkillsGrid } from '../../api/quizzes';
import { formatNumber } from '../../quiz/quiz-values';

/** Three bands, each a light background with dark text (contrast above 7:1) and the % written: never colour alone. */
const BANDS = [
  { min: 0.7, label: 'Aprendeu (70% ou mais)', bg: '#c8e6c9', fg: '#1b5e20' },
  { min: 0.4, label: 'Em desenvolvimento (40% a 69%)', bg: '#ffecb3', fg: '#5d4000' },
  { min: 0, label: 'Precisa de apoio (menos de 40%)', bg: '#ffcdd2', fg: '#7f0000' },
] as const;

const bandOf = (rate: number) => BANDS.find((b) => rate >= b.min) ?? BANDS[BANDS.length - 1]!;
const percent = (rate: number) => `${Math.round(rate * 100)}%`;
/** The names' column stays while the skills scroll sideways (a phone shows two or three skills). */
const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper' } as const;

function Cell({ rate, title }: { rate: number | null; title?: string }) {
  if (rate === null)
    return (
      <TableCell align="center" sx={{ color: 'text.secondary' }}>
        <span aria-label="Não avaliada">—</span>
      </TableCell>
    );
  const band = bandOf(rate);
  return (
    <TableCell
      align="center"
      title={title}
      sx={{ bgcolor: band.bg, color: band.fg, fontWeight: 700, whiteSpace: 'nowrap' }}
    >
      {percent(rate)}
    </TableCell>
  );
}

function Grid({ grid }: { grid: SkillsGrid }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Tabela de alunos por habilidade"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Table size="small" aria-label="Desempenho por habilidade da BNCC">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ ...sticky, zIndex: 1 }}>
              Aluno
            </TableCell>
            {grid.skills.map((s) => (
              <TableCell key={s.code} component="th" scope="col" align="center">
                <BnccCode code={s.code} text={s.text} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {grid.rows.map((row) => (
            <TableRow key={row.student.id}>
              <TableCell component="th" scope="row" sx={{ ...sticky, whiteSpace: 'nowrap' }}>
                {row.student.first_name} {row.student.last_name}
              </TableCell>
              {row.cells.map((cell, i) => (
                <Cell
                  key={grid.skills[i]?.code ?? i}
                  rate={cell?.rate ?? null}
                  title={
                    cell ? `${formatNumber(cell.earned)} de ${formatNumber(cell.possible)} pontos` : undefined
                  }
                />
              ))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ ...sticky, fontWeight: 700 }}>
              Média da turma
            </TableCell>
            {grid.skills.map((s) => (
              <Cell key={s.code} rate={s.average} />
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** "O que minha turma aprendeu": students × BNCC skills from the class's quizzes, in colour and in numbers. */
export function SkillsGridTab({ classroom }: { classroom: TeacherClassroom }) {
  const grid = useSkillsGrid(classroom.id);
  if (grid.isPending)
    return (
      <LoadingSkeleton label="Carregando as habilidades…">
        <RowsSkeleton rows={4} height={40} />
      </LoadingSkeleton>
    );
  if (grid.isError) return <ErrorState error={grid.error} onRetry={() => void grid.refetch()} />;
  if (grid.data.skills.length === 0)
    return (
      <EmptyState icon={<GridOnOutlined />} title="Nenhuma habilidade avaliada ainda">
        Passe uma avaliação com questões marcadas com habilidades da BNCC: quando os alunos responderem, aqui
        aparece o quanto cada um acertou em cada habilidade.
      </EmptyState>
    );
  return (
    <Box component="section" aria-labelledby="habilidades-titulo">
      <Typography id="habilidades-titulo" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Habilidades avaliadas
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Pontos obtidos sobre os possíveis nas questões de cada habilidade, em todas as avaliações da turma.
        “—”: ainda não avaliada para o aluno.
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', mb: 2 }}
        component="ul"
        aria-label="Legenda"
      >
        {BANDS.map((b) => (
          <Box
            component="li"
            key={b.label}
            sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Box
              aria-hidden="true"
              sx={{ width: 20, height: 20, bgcolor: b.bg, border: 1, borderColor: b.fg, borderRadius: 0.5 }}
            />
            <Typography variant="body2">{b.label}</Typography>
          </Box>
        ))}
      </Stack>
      <Grid grid={grid.data} />
    </Box>
  );
}
