import type { ClassroomPlan, TeacherClassroom } from '@aula/contracts';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BnccCode } from '@/components/bncc-code';
import { LoadingSkeleton, RowsSkeleton } from '@/components/skeletons';
import { ErrorState } from '@/components/states';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { downloadPlanPdf, useClassSkills, usePlan, useSavePlan } from '../../api/planning';
import { errorText } from './error-text';

type Period = ClassroomPlan['periods'][number];
interface Draft {
  index: number;
  skills: { code: string; text: string; taught: boolean }[];
  lessons: number[];
  notes: string;
}

const draftOf = (plan: ClassroomPlan): Draft[] =>
  plan.periods.map((p) => ({
    index: p.index,
    skills: p.skill_details.map((s) => ({ code: s.code, text: s.text, taught: s.status !== 'not_started' })),
    lessons: p.lessons,
    notes: p.notes,
  }));

function AddSkill({
  classroom,
  planned,
  onAdd,
  periodName,
}: {
  classroom: TeacherClassroom;
  planned: Set<string>;
  onAdd: (skill: { code: string; text: string }) => void;
  periodName: string;
}) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const skills = useClassSkills(classroom.ano, classroom.componentes, search);
  const options = (skills.data?.results ?? []).filter(
    (s) =>
      !planned.has(s.code) &&
      (classroom.componentes.length === 0 || classroom.componentes.includes(s.componente ?? '')),
  );
  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => reason !== 'reset' && setInput(value)}
      onChange={(_, skill) => {
        if (skill) onAdd({ code: skill.code, text: skill.text });
        setInput('');
      }}
      filterOptions={(x) => x}
      getOptionLabel={(s) => `${s.code} — ${s.text}`}
      loading={skills.isFetching}
      noOptionsText={classroom.ano ? 'Nenhuma habilidade encontrada.' : 'Defina o ano da turma acima.'}
      loadingText="Buscando…"
      renderOption={({ key, ...props }, s) => (
        <li key={key} {...props}>
          <Typography variant="body2">
            <strong>{s.code}</strong> — {s.text}
          </Typography>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={`Adicionar habilidade ao ${periodName}`}
          size="small"
          placeholder="Código ou palavras"
        />
      )}
    />
  );
}

function PlanForm({
  classroom,
  plan,
  save,
}: {
  classroom: TeacherClassroom;
  plan: ClassroomPlan;
  save: ReturnType<typeof useSavePlan>;
}) {
  const [draft, setDraft] = useState<Draft[]>(() => draftOf(plan));
  const [dragged, setDragged] = useState<string | null>(null);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const planned = new Set(draft.flatMap((p) => p.skills.map((s) => s.code)));
  const periodOf = (index: number) => plan.periods.find((p) => p.index === index)!;
  const lessonsById = new Map(
    [...plan.periods.flatMap((p) => p.lesson_details)].map((l) => [l.id, l] as const),
  );
  const linked = classroom.lessons.map((l) => l.lesson);

  const change = (index: number, update: (period: Draft) => Draft) =>
    setDraft((list) => list.map((p) => (p.index === index ? update(p) : p)));
  const move = (code: string, to: number) =>
    setDraft((list) => {
      const skill = list.flatMap((p) => p.skills).find((s) => s.code === code);
      if (!skill) return list;
      return list.map((p) => ({
        ...p,
        skills:
          p.index === to
            ? [...p.skills.filter((s) => s.code !== code), skill]
            : p.skills.filter((s) => s.code !== code),
      }));
    });
  const submit = () =>
    save.mutate(
      {
        periods: draft.map((p) => ({
          index: p.index,
          skills: p.skills.map((s) => s.code),
          lessons: p.lessons,
          notes: p.notes,
        })),
      },
      { onSuccess: (saved) => setDraft(draftOf(saved)) },
    );
  const pdf = () => {
    setPdfError(null);
    downloadPlanPdf(classroom.id).catch((error: unknown) =>
      setPdfError(errorText(error, 'Não foi possível gerar o PDF.')),
    );
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {draft.map((p) => {
          const period: Period = periodOf(p.index);
          const suggestions = [
            ...new Set(
              p.lessons
                .flatMap((id) => lessonsById.get(id)?.bncc_codes ?? [])
                .filter((code) => !planned.has(code)),
            ),
          ];
          return (
            <Paper
              key={p.index}
              component="section"
              variant="outlined"
              aria-labelledby={`periodo-plano-${p.index}`}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragged) move(dragged, p.index);
                setDragged(null);
              }}
              sx={{ p: 2 }}
            >
              <Typography
                id={`periodo-plano-${p.index}`}
                variant="subtitle1"
                component="h4"
                sx={{ fontWeight: 700 }}
              >
                {period.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {period.start.split('-').reverse().join('/')} a {period.end.split('-').reverse().join('/')}
              </Typography>
              <Stack
                component="ul"
                spacing={1}
                sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}
                aria-label={`Habilidades do ${period.name}`}
              >
                {p.skills.length === 0 && (
                  <Typography component="li" variant="body2" sx={{ color: 'text.secondary' }}>
                    Nenhuma habilidade neste período.
                  </Typography>
                )}
                {p.skills.map((s) => (
                  <Box
                    component="li"
                    key={s.code}
                    draggable
                    onDragStart={() => setDragged(s.code)}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, cursor: 'grab' }}
                  >
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <BnccCode code={s.code} text={s.text} />
                      {s.taught && <Chip size="small" color="success" label="Trabalhada" />}
                      <Box sx={{ flex: 1 }} />
                      <TextField
                        select
                        size="small"
                        label="Mover"
                        value={p.index}
                        onChange={(event) => move(s.code, Number(event.target.value))}
                        slotProps={{ htmlInput: { 'aria-label': `Mover ${s.code} para outro período` } }}
                        sx={{ minWidth: 90 }}
                      >
                        {plan.periods.map((target) => (
                          <MenuItem key={target.index} value={target.index}>
                            {target.index}º
                          </MenuItem>
                        ))}
                      </TextField>
                      <IconButton
                        aria-label={`Tirar ${s.code} do planejamento`}
                        onClick={() =>
                          change(p.index, (d) => ({
                            ...d,
                            skills: d.skills.filter((x) => x.code !== s.code),
                          }))
                        }
                      >
                        <Close />
                      </IconButton>
                    </Stack>
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {s.text}
                    </Typography>
                  </Box>
                ))}
              </Stack>
              <AddSkill
                classroom={classroom}
                planned={planned}
                periodName={period.name}
                onAdd={(skill) =>
                  change(p.index, (d) => ({ ...d, skills: [...d.skills, { ...skill, taught: false }] }))
                }
              />
              {suggestions.length > 0 && (
                <Box sx={{ mt: 1 }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Sugeridas pelas aulas deste período:
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                    {suggestions.map((code) => (
                      <Chip
                        key={code}
                        icon={<Add />}
                        label={code}
                        onClick={() =>
                          change(p.index, (d) => ({
                            ...d,
                            skills: [...d.skills, { code, text: '', taught: false }],
                          }))
                        }
                        aria-label={`Adicionar ${code} ao ${period.name}`}
                      />
                    ))}
                  </Stack>
                </Box>
              )}
              <TextField
                select
                size="small"
                fullWidth
                label="Aulas do período"
                id={`periodo-${p.index}-aulas`}
                value={p.lessons}
                onChange={(event) => {
                  const value = event.target.value as unknown as number[] | string;
                  change(p.index, (d) => ({ ...d, lessons: typeof value === 'string' ? [] : value }));
                }}
                slotProps={{ select: { multiple: true } }}
                sx={{ mt: 2 }}
                helperText={linked.length === 0 ? 'Vincule aulas à turma para planejá-las aqui.' : undefined}
              >
                {[
                  ...linked,
                  ...[...lessonsById.values()].filter((l) => !linked.some((x) => x.id === l.id)),
                ].map((l) => (
                  <MenuItem key={l.id} value={l.id}>
                    {l.title}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Observações"
                id={`periodo-${p.index}-notas`}
                value={p.notes}
                onChange={(event) => change(p.index, (d) => ({ ...d, notes: event.target.value }))}
                multiline
                minRows={2}
                fullWidth
                size="small"
                sx={{ mt: 2 }}
              />
            </Paper>
          );
        })}
      </Box>
      {save.isError && (
        <Alert severity="error">{errorText(save.error, 'Não foi possível salvar o planejamento.')}</Alert>
      )}
      {save.isSuccess && <Alert severity="success">Planejamento salvo.</Alert>}
      {pdfError && <Alert severity="error">{pdfError}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          Salvar planejamento
        </Button>
        <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} onClick={pdf}>
          Baixar o planejamento (PDF)
        </Button>
      </Stack>
    </Stack>
  );
}

/** The annual plan: skills and lessons per period, moved by dragging or with "Mover". */
export function PlanEditor({ classroom }: { classroom: TeacherClassroom }) {
  const plan = usePlan(classroom.id);
  // Here, not in the form: a save refreshes the plan, which remounts the form with it.
  const save = useSavePlan(classroom.id);
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="plano-titulo">
      <Typography id="plano-titulo" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Habilidades e aulas por período
      </Typography>
      {plan.isPending ? (
        <LoadingSkeleton label="Carregando o planejamento…">
          <RowsSkeleton rows={4} />
        </LoadingSkeleton>
      ) : plan.isError ? (
        <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />
      ) : (
        <PlanForm key={JSON.stringify(plan.data)} classroom={classroom} plan={plan.data} save={save} />
      )}
    </Paper>
  );
}
