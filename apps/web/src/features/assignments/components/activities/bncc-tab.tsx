import type { TeacherClassroom } from '@aula/contracts';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/states';
import { useBnccCoverage } from '../../api/assignments';
import { BnccCode } from '@/components/bncc-code';
import { CoverageOverview } from './coverage-overview';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "Quais habilidades da BNCC minha turma já trabalhou": codes of the activities' lessons and how much of the class handed in. */
export function BnccTab({ classroom }: { classroom: TeacherClassroom }) {
  const coverage = useBnccCoverage(classroom.id);
  if (coverage.isPending)
    return (
      <LoadingSkeleton label="Carregando a cobertura da BNCC…">
        <RowsSkeleton rows={3} height={53} />
      </LoadingSkeleton>
    );
  if (coverage.isError) return <ErrorState error={coverage.error} onRetry={() => void coverage.refetch()} />;
  const overview = coverage.data.skills ? <CoverageOverview coverage={coverage.data} /> : null;
  if (coverage.data.results.length === 0) {
    if (overview) return overview;
    return (
      <EmptyState icon={<SchoolOutlined />} title="Nenhuma habilidade da BNCC trabalhada ainda">
        Passe atividades a partir de aulas do catálogo: cada aula traz seus códigos da BNCC, e aqui você vê
        quais habilidades a turma já trabalhou.
      </EmptyState>
    );
  }
  return (
    <Box component="section" aria-labelledby="bncc-titulo">
      {overview}
      <Typography id="bncc-titulo" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Habilidades da BNCC trabalhadas
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Entregas: a parte dos alunos que receberam atividades da habilidade e entregaram (ou tiveram a
        atividade devolvida).
      </Typography>
      {/* Focusable so a keyboard can scroll the table sideways on a phone. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="Tabela da cobertura da BNCC"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        <Table aria-label="Cobertura da BNCC">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Código
              </TableCell>
              <TableCell component="th" scope="col">
                Aulas
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Atividades
              </TableCell>
              <TableCell component="th" scope="col" sx={{ minWidth: 160 }}>
                Entregas
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {coverage.data.results.map((row) => (
              <TableRow key={row.code}>
                <TableCell component="th" scope="row" sx={{ minWidth: 220 }}>
                  <BnccCode code={row.code} text={row.text} />
                  {row.text && (
                    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                      {row.text}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{row.lessons.map((l) => l.title).join(', ')}</TableCell>
                <TableCell align="right">{row.assignments_count}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <LinearProgress
                      variant="determinate"
                      value={row.done_share * 100}
                      aria-label={`Entregas em ${row.code}`}
                      sx={{ flex: 1, height: 8, borderRadius: 4 }}
                    />
                    <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
                      {percent(row.done_share)}
                    </Typography>
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
