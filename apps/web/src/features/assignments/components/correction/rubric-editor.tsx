import type { Rubric } from '@aula/contracts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** The rubric as typed: points stay text until sent. */
export type RubricDraft = { criterion: string; levels: { label: string; points: string }[] }[];

export const rubricDraftOf = (rubric: Rubric | null | undefined): RubricDraft | null =>
  rubric
    ? rubric.map((c) => ({
        criterion: c.criterion,
        levels: c.levels.map((l) => ({ label: l.label, points: String(l.points).replace('.', ',') })),
      }))
    : null;

const newCriterion = () => ({
  criterion: '',
  levels: [
    { label: 'Precisa melhorar', points: '0' },
    { label: 'Bom', points: '1' },
    { label: 'Ótimo', points: '2' },
  ],
});

/** What the API receives; points typed with a comma are read as decimals. */
export const rubricOf = (draft: RubricDraft | null): Rubric | null =>
  draft
    ? draft.map((c) => ({
        criterion: c.criterion.trim(),
        levels: c.levels.map((l) => ({ label: l.label.trim(), points: Number(l.points.replace(',', '.')) })),
      }))
    : null;

/** The activity's optional grading grid: criteria, each with 2 to 6 levels worth points. */
export function RubricEditor({
  value,
  onChange,
  error,
}: {
  value: RubricDraft | null;
  onChange: (value: RubricDraft | null) => void;
  error?: string;
}) {
  const set = (draft: RubricDraft) => onChange(draft);
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={value !== null}
            onChange={(e) => onChange(e.target.checked ? [newCriterion()] : null)}
          />
        }
        label="Corrigir com rubrica"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Opcional. Ao corrigir, você escolhe um nível por critério e a nota (0 a 10) sai da soma dos pontos; o
        aluno vê os níveis escolhidos.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {value && (
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          {value.map((criterion, i) => (
            <Paper key={i} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  label={`Critério ${i + 1}`}
                  value={criterion.criterion}
                  onChange={(e) =>
                    set(value.map((c, j) => (j === i ? { ...c, criterion: e.target.value } : c)))
                  }
                  size="small"
                  fullWidth
                  required
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
                <IconButton
                  aria-label={`Tirar o critério ${i + 1}`}
                  onClick={() => onChange(value.length > 1 ? value.filter((_, j) => j !== i) : null)}
                >
                  <DeleteOutline />
                </IconButton>
              </Stack>
              <Stack spacing={1} sx={{ mt: 1, pl: { sm: 2 } }}>
                {criterion.levels.map((level, k) => {
                  const setLevel = (patch: Partial<typeof level>) =>
                    set(
                      value.map((c, j) =>
                        j === i
                          ? { ...c, levels: c.levels.map((l, m) => (m === k ? { ...l, ...patch } : l)) }
                          : c,
                      ),
                    );
                  return (
                    <Stack key={k} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                      <TextField
                        label={`Nível ${k + 1} do critério ${i + 1}`}
                        value={level.label}
                        onChange={(e) => setLevel({ label: e.target.value })}
                        size="small"
                        sx={{ flex: 1 }}
                        slotProps={{ htmlInput: { maxLength: 120 } }}
                      />
                      <TextField
                        label="Pontos"
                        value={level.points}
                        onChange={(e) => setLevel({ points: e.target.value })}
                        size="small"
                        sx={{ width: 90 }}
                        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                      />
                      <IconButton
                        aria-label={`Tirar o nível ${k + 1} do critério ${i + 1}`}
                        disabled={criterion.levels.length <= 2}
                        onClick={() =>
                          set(
                            value.map((c, j) =>
                              j === i ? { ...c, levels: c.levels.filter((_, m) => m !== k) } : c,
                            ),
                          )
                        }
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Stack>
                  );
                })}
                {criterion.levels.length < 6 && (
                  <Button
                    size="small"
                    startIcon={<AddIcon />}
                    sx={{ alignSelf: 'flex-start' }}
                    onClick={() =>
                      set(
                        value.map((c, j) =>
                          j === i ? { ...c, levels: [...c.levels, { label: '', points: '' }] } : c,
                        ),
                      )
                    }
                  >
                    Nível
                  </Button>
                )}
              </Stack>
            </Paper>
          ))}
          {value.length < 20 && (
            <Button
              startIcon={<AddIcon />}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => set([...value, newCriterion()])}
            >
              Critério
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
