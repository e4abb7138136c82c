import {
  MAX_AULAS_PER_DAY,
  routePath,
  spaRoutes,
  WEEKDAYS,
  weekdayOf,
  type DiaryRecord,
} from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueuedWorkNotice } from '@/components/queued-work-notice';
import { PageHeaderSkeleton, RowsSkeleton } from '@/components/skeletons';
import { ErrorState } from '@/components/states';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatDay, isoDay } from '@/lib/format';
import { plural } from '@/lib/plural';
import { useSnackbar } from '@/lib/toast';
import { useClassroomName, useDiaryRecord, useSaveRecord } from '../api/diary';
import { useQueuedRollCall } from '../api/roll-call-outbox';
import { RollCallList, type StudentMark } from './roll-call-list';

const weekdayName = (date: string) => WEEKDAYS.find((w) => w.value === weekdayOf(date))?.label ?? '';

function marksOf(record: DiaryRecord) {
  return new Map<number, StudentMark>(
    record.absences.map((a) => [
      a.student,
      {
        mark: a.justified ? 'FJ' : 'F',
        aulas: a.aulas === record.aulas ? undefined : a.aulas,
        reason: a.reason,
      },
    ]),
  );
}

/** The day's roll call and lesson record, made on a phone in a minute: everyone present until tapped. */
function RollCallForm({
  classroomId,
  record,
  onDiscarded,
}: {
  classroomId: number;
  record: DiaryRecord;
  /** A roll call kept offline was given up: the form starts again from the day as saved now. */
  onDiscarded: () => void;
}) {
  const [aulas, setAulas] = useState(record.aulas);
  const [marks, setMarks] = useState(() => marksOf(record));
  const [content, setContent] = useState(record.content);
  const [skills, setSkills] = useState(record.skills);
  const [lessons, setLessons] = useState(record.lessons);
  const save = useSaveRecord(classroomId, record.date);
  const offline = useQueuedRollCall(classroomId, record.date);
  const { enqueueSnackbar } = useSnackbar();
  const future = record.date > isoDay();
  const absent = [...marks.values()].filter((m) => m.mark !== 'P').length;
  const present = record.students.length - absent;
  const body = () => ({
    aulas,
    absences: [...marks]
      .filter(([, m]) => m.mark !== 'P')
      .map(([student, m]) => ({
        student,
        aulas: m.aulas && m.aulas < aulas ? m.aulas : undefined,
        justified: m.mark === 'FJ',
        reason: m.mark === 'FJ' ? m.reason : '',
      })),
    content,
    skills: skills.map((s) => s.code),
    lessons: lessons.map((l) => l.id),
  });
  // Without signal the roll call waits in this browser, tied to the record it was made on, and goes by itself.
  const queue = () =>
    void offline.queue({
      classroomId,
      date: record.date,
      body: { ...body(), expected_updated_at: record.updated_at },
    });
  const submit = () => {
    if (!navigator.onLine) return queue();
    save.mutate(body(), {
      onSuccess: () => enqueueSnackbar('Chamada salva.', { variant: 'success' }),
      onError: (error) => error instanceof ApiError && error.status === 0 && queue(),
    });
  };
  if (offline.waiting || offline.status) {
    const absences = offline.waiting?.body.absences ?? [];
    const names = absences
      .map(({ student }) => record.students.find((s) => s.id === student))
      .map((s) => (s ? `${s.first_name} ${s.last_name}` : ''))
      .filter(Boolean)
      .join(', ');
    return (
      <QueuedWorkNotice
        status={offline.status}
        what="a chamada"
        onDiscard={() => offline.discard().then(onDiscarded)}
      >
        {offline.waiting && (
          <Typography variant="body2">
            {plural(offline.waiting.body.aulas, 'aula', 'aulas')} ·{' '}
            {plural(absences.length, 'falta', 'faltas')}
            {names && `: ${names}`}
          </Typography>
        )}
      </QueuedWorkNotice>
    );
  }
  return (
    <Stack spacing={3}>
      {future && (
        <Alert severity="info">Este dia ainda não chegou: a chamada fica disponível no próprio dia.</Alert>
      )}
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          id="aulas-do-dia"
          label="Aulas no dia"
          value={aulas}
          onChange={(event) => setAulas(Number(event.target.value))}
          sx={{ width: 140 }}
        >
          {Array.from({ length: MAX_AULAS_PER_DAY }, (_, i) => i + 1).map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {plural(present, 'presente', 'presentes')} · {plural(absent, 'falta', 'faltas')}
        </Typography>
      </Stack>
      {record.students.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>A turma ainda não tem alunos.</Typography>
      ) : (
        <RollCallList
          students={record.students}
          marks={marks}
          dayAulas={aulas}
          onChange={(id, mark) => setMarks((current) => new Map(current).set(id, mark))}
        />
      )}
      <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="registro-titulo">
        <Typography id="registro-titulo" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          Registro da aula
        </Typography>
        {!record.recorded && record.activities.length > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            Sugerido a partir das atividades do dia: {record.activities.map((a) => a.title).join(', ')}.
          </Typography>
        )}
        <TextField
          id="conteudo-do-dia"
          label="Conteúdo trabalhado"
          multiline
          minRows={3}
          fullWidth
          value={content}
          onChange={(event) => setContent(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        {skills.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2">Habilidades da BNCC</Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
              {skills.map((skill) => (
                <Chip
                  key={skill.code}
                  label={skill.code}
                  title={skill.text}
                  onDelete={() => setSkills((list) => list.filter((s) => s.code !== skill.code))}
                />
              ))}
            </Stack>
          </Box>
        )}
        {lessons.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2">Aulas do catálogo</Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
              {lessons.map((lesson) => (
                <Chip
                  key={lesson.id}
                  label={lesson.title}
                  onDelete={() => setLessons((list) => list.filter((l) => l.id !== lesson.id))}
                />
              ))}
            </Stack>
          </Box>
        )}
      </Paper>
      {save.isError && !(save.error instanceof ApiError && save.error.status === 0) && (
        <Alert severity="error">{errorMessage(save.error, 'Não foi possível salvar a chamada.')}</Alert>
      )}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          bgcolor: 'background.default',
          display: 'flex',
          justifyContent: 'flex-end',
        }}
      >
        <Button variant="contained" size="large" onClick={submit} disabled={save.isPending || future}>
          {save.isPending ? 'Salvando…' : record.recorded ? 'Salvar alterações' : 'Salvar chamada'}
        </Button>
      </Box>
    </Stack>
  );
}

export function RollCallPage() {
  const [resets, setResets] = useState(0);
  const params = useParams();
  const classroomId = Number(params.classroomId);
  const date = params.date ?? isoDay();
  const name = useClassroomName(classroomId);
  const record = useDiaryRecord(classroomId, date);
  const back = {
    to: `${routePath(spaRoutes.teacherClassroom, { classroomId })}?aba=diario`,
    label: 'Voltar ao diário da turma',
  };
  if (record.isPending || name.isPending) {
    return (
      <>
        <PageHeaderSkeleton />
        <RowsSkeleton rows={8} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={name.data ? `Chamada — ${name.data}` : 'Chamada'}
        subtitle={`${weekdayName(date)}, ${formatDay(date)}`}
        back={back}
      />
      {record.isError ? (
        <ErrorState error={record.error} back={back} onRetry={() => void record.refetch()} />
      ) : (
        <RollCallForm
          key={`${date}-${resets}`}
          classroomId={classroomId}
          record={record.data}
          onDiscarded={() => setResets((n) => n + 1)}
        />
      )}
    </>
  );
}
