import type { BnccCoverage } from '@aula/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BnccCode } from '@/components/bncc-code';
import { StatusChip } from '@/components/status-chip';

type Skill = NonNullable<BnccCoverage['skills']>[number];

const groups = [
  { key: 'assessed', title: 'Avaliadas', tone: 'success' },
  { key: 'taught', title: 'Trabalhadas, ainda não avaliadas', tone: 'success' },
  { key: 'planned', title: 'Planejadas, ainda não trabalhadas', tone: 'info' },
  { key: 'missing', title: 'Falta trabalhar', tone: 'warning' },
] as const;

const groupOf = (s: Skill) =>
  s.status === 'assessed'
    ? 'assessed'
    : s.status === 'taught'
      ? 'taught'
      : s.planned_period !== null
        ? 'planned'
        : 'missing';

/** "O que falta trabalhar": every skill of the class's ano × componentes, assessed (by a quiz), taught, planned or missing. */
export function CoverageOverview({ coverage }: { coverage: BnccCoverage }) {
  const skills = coverage.skills ?? [];
  const summary = coverage.summary!;
  return (
    <Stack spacing={2} sx={{ mb: 4 }} component="section" aria-labelledby="cobertura-titulo">
      <Typography id="cobertura-titulo" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        Habilidades do ano da turma
      </Typography>
      <Typography>
        {summary.taught} de {summary.total} trabalhadas · {summary.assessed} avaliadas · {summary.planned}{' '}
        planejadas · {skills.filter((s) => groupOf(s) === 'missing').length} sem planejamento
      </Typography>
      {groups.map((group) => {
        const list = skills.filter((s) => groupOf(s) === group.key);
        return (
          <Paper
            key={group.key}
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-label={group.title}
          >
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {group.title} ({list.length})
            </Typography>
            {list.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Nenhuma.
              </Typography>
            ) : (
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, maxHeight: 420, overflow: 'auto' }}
                tabIndex={0}
              >
                {list.map((s) => (
                  <Box component="li" key={s.code} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <BnccCode code={s.code} text={s.text} />
                      <StatusChip
                        tone={group.tone}
                        label={
                          s.status === 'assessed'
                            ? 'Avaliada'
                            : s.status === 'taught'
                              ? 'Trabalhada'
                              : s.planned_period !== null
                                ? `Planejada: ${s.planned_period}º período`
                                : 'Falta trabalhar'
                        }
                      />
                      {s.unidade_tematica && (
                        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                          {s.unidade_tematica}
                        </Typography>
                      )}
                    </Stack>
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {s.text}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
