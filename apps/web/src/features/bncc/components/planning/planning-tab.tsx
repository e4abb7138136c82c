import {
  ANOS,
  BNCC_DATA_CREDIT,
  COMPONENTES,
  ETAPAS,
  type Ano,
  type Componente,
  type TeacherClassroom,
} from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorText } from './error-text';
import { useSaveClassBncc } from '../../api/planning';
import { CalendarEditor } from './calendar-editor';
import { PlanEditor } from './plan-editor';

/** Ano and componentes of the class: what the plan and the BNCC coverage are about. */
function ClassBnccSettings({ classroom }: { classroom: TeacherClassroom }) {
  const [ano, setAno] = useState<string>(classroom.ano ?? '');
  const [componentes, setComponentes] = useState<string[]>(classroom.componentes);
  const update = useSaveClassBncc(classroom.id);
  const etapa = ANOS.find((a) => a.value === ano)?.etapa ?? null;
  const available = COMPONENTES.filter((c) => etapa && (c.etapas as readonly string[]).includes(etapa));
  const toggle = (value: string) =>
    setComponentes((list) => (list.includes(value) ? list.filter((c) => c !== value) : [...list, value]));
  const save = () =>
    update.mutate({
      etapa,
      ano: (ano || null) as Ano | null,
      componentes: componentes.filter((c) => available.some((a) => a.value === c)) as Componente[],
    });
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="turma-bncc-titulo">
      <Typography id="turma-bncc-titulo" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Ano e componentes da turma
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          id="turma-ano"
          label="Ano"
          value={ano}
          onChange={(event) => setAno(event.target.value)}
          sx={{ maxWidth: 360 }}
        >
          <MenuItem value="">Sem ano definido</MenuItem>
          {ETAPAS.flatMap((e) =>
            ANOS.filter((a) => a.etapa === e.value).map((a) => (
              <MenuItem key={a.value} value={a.value}>
                {a.label} — {e.label}
              </MenuItem>
            )),
          )}
        </TextField>
        {etapa && (
          <FormGroup aria-label="Componentes curriculares" sx={{ flexDirection: 'row' }}>
            {available.map((c) => (
              <FormControlLabel
                key={c.value}
                control={
                  <Checkbox checked={componentes.includes(c.value)} onChange={() => toggle(c.value)} />
                }
                label={c.label}
              />
            ))}
          </FormGroup>
        )}
        {update.isError && (
          <Alert severity="error">{errorText(update.error, 'Não foi possível salvar o ano da turma.')}</Alert>
        )}
        {update.isSuccess && !update.isPending && <Alert severity="success">Ano e componentes salvos.</Alert>}
        <Box>
          <Button variant="contained" onClick={save} disabled={update.isPending}>
            Salvar ano e componentes
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** Planejamento: the class's ano and componentes, its school calendar and the annual plan by period. */
export function PlanningTab({ classroom }: { classroom: TeacherClassroom }) {
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        Planejamento anual
      </Typography>
      <ClassBnccSettings classroom={classroom} />
      <PlanEditor classroom={classroom} />
      <CalendarEditor classroom={classroom} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Habilidades da Base Nacional Comum Curricular (BNCC, 2018). Dados:{' '}
        <Link href={BNCC_DATA_CREDIT.url} target="_blank" rel="noopener noreferrer">
          {BNCC_DATA_CREDIT.source}
        </Link>
        , licença {BNCC_DATA_CREDIT.licence}.
      </Typography>
    </Stack>
  );
}
