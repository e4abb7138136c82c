import {
  ANOS,
  BNCC_DATA_CREDIT,
  COMPONENTES,
  ETAPAS,
  anoLabel,
  componenteLabel,
  etapaLabel,
  routePath,
  spaRoutes,
} from '@aula/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { useClassrooms } from '@/lib/classroom-queries';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { PAGE_SIZE, useLinkLessonTo, useSkill, useSkills, useUnidades } from '../api/skills';

function PassToClass({ lessonId, title }: { lessonId: number; title: string }) {
  const classrooms = useClassrooms();
  const link = useLinkLessonTo();
  const [classroomId, setClassroomId] = useState('');
  const list = (classrooms.data?.results ?? []).filter((c) => 'code' in c);
  if (list.length === 0) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label="Turma"
        value={classroomId}
        onChange={(event) => setClassroomId(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': `Turma para a aula ${title}` } }}
        sx={{ minWidth: 180 }}
      >
        {list.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        size="small"
        disabled={!classroomId || link.isPending}
        onClick={() => link.mutate({ classroomId: Number(classroomId), lessonId })}
      >
        Passar para a turma
      </Button>
      {link.isSuccess && (
        <Link
          component={RouterLink}
          to={routePath(spaRoutes.teacherClassroom, { classroomId: Number(classroomId) })}
        >
          Aula vinculada: abrir a turma
        </Link>
      )}
      {link.isError && <Alert severity="error">{link.error.message}</Alert>}
    </Stack>
  );
}

function SkillDialog({ code, onClose }: { code: string | null; onClose: () => void }) {
  const skill = useSkill(code);
  return (
    <Dialog
      open={Boolean(code)}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="habilidade-titulo"
    >
      <DialogTitle id="habilidade-titulo">Habilidade {code}</DialogTitle>
      <DialogContent>
        {skill.isPending ? (
          <LoadingState label="Carregando a habilidade…" />
        ) : skill.isError ? (
          <ErrorState error={skill.error} onRetry={() => void skill.refetch()} />
        ) : (
          <Stack spacing={2}>
            <Typography>{skill.data.text}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {[
                etapaLabel(skill.data.etapa),
                skill.data.anos.map((a) => anoLabel(a)).join(', '),
                componenteLabel(skill.data.componente),
              ]
                .filter(Boolean)
                .join(' · ')}
              {skill.data.unidade_tematica && ` · ${skill.data.unidade_tematica}`}
            </Typography>
            {skill.data.objetos_conhecimento.length > 0 && (
              <Typography variant="body2">
                <strong>Objetos de conhecimento:</strong> {skill.data.objetos_conhecimento.join('; ')}
              </Typography>
            )}
            <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
              Aulas que trabalham esta habilidade ({skill.data.lessons.length})
            </Typography>
            {skill.data.lessons.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>
                Ainda não há aulas com esta habilidade.
              </Typography>
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {skill.data.lessons.map((lesson) => (
                  <Box component="li" key={lesson.id}>
                    <Link
                      component={RouterLink}
                      to={`${routePath(spaRoutes.teacherBook, { id: lesson.lesson_plan.id })}?aula=${lesson.id}`}
                    >
                      {lesson.title}
                    </Link>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {lesson.lesson_plan.title}
                    </Typography>
                    <PassToClass lessonId={lesson.id} title={lesson.title} />
                  </Box>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** /dashboard/bncc: every BNCC skill, by etapa, ano, componente and unidade temática, searchable. */
export function BnccPage() {
  const [etapa, setEtapa] = useState('');
  const [ano, setAno] = useState('');
  const [componente, setComponente] = useState('');
  const [unidade, setUnidade] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const search = useDebouncedValue(text.trim(), 350);
  const skills = useSkills({ etapa, ano, componente, unidade, search, page });
  const unidades = useUnidades(ano, componente);
  const reset = () => setPage(1);
  const anos = ANOS.filter((a) => !etapa || a.etapa === etapa);
  const componentes = COMPONENTES.filter((c) => !etapa || (c.etapas as readonly string[]).includes(etapa));
  const pages = Math.max(1, Math.ceil((skills.data?.count ?? 0) / PAGE_SIZE));

  return (
    <>
      <PageHeader
        title="BNCC"
        subtitle="Todas as habilidades da Base Nacional Comum Curricular e as aulas que as trabalham."
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' },
          mb: 3,
        }}
      >
        <TextField
          select
          id="bncc-etapa"
          label="Etapa"
          value={etapa}
          onChange={(event) => {
            setEtapa(event.target.value);
            setAno('');
            setComponente('');
            setUnidade('');
            reset();
          }}
        >
          <MenuItem value="">Todas</MenuItem>
          {ETAPAS.map((e) => (
            <MenuItem key={e.value} value={e.value}>
              {e.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="bncc-ano"
          label="Ano"
          value={ano}
          onChange={(event) => {
            setAno(event.target.value);
            setUnidade('');
            reset();
          }}
        >
          <MenuItem value="">Todos</MenuItem>
          {anos.map((a) => (
            <MenuItem key={a.value} value={a.value}>
              {a.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="bncc-componente"
          label="Componente"
          value={componente}
          onChange={(event) => {
            setComponente(event.target.value);
            setUnidade('');
            reset();
          }}
        >
          <MenuItem value="">Todos</MenuItem>
          {componentes.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="bncc-unidade"
          label="Unidade temática"
          value={unidade}
          disabled={!componente}
          onChange={(event) => {
            setUnidade(event.target.value);
            reset();
          }}
        >
          <MenuItem value="">Todas</MenuItem>
          {(unidades.data?.results ?? []).map((u) => (
            <MenuItem key={u} value={u}>
              {u}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="bncc-busca"
          label="Buscar"
          placeholder="EF05MA ou frações"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            reset();
          }}
          type="search"
        />
      </Box>
      {skills.isPending ? (
        <LoadingState label="Carregando habilidades…" />
      ) : skills.isError ? (
        <ErrorState error={skills.error} onRetry={() => void skills.refetch()} />
      ) : skills.data.count === 0 ? (
        <EmptyState title="Nenhuma habilidade encontrada">Tente outra busca ou outros filtros.</EmptyState>
      ) : (
        <>
          <Typography sx={{ mb: 1 }} role="status">
            {skills.data.count} habilidades
          </Typography>
          <Stack
            component="ul"
            spacing={1}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label="Habilidades da BNCC"
          >
            {skills.data.results.map((s) => (
              <Paper component="li" variant="outlined" key={s.code} sx={{ p: 1.5 }}>
                <Button
                  onClick={() => setOpen(s.code)}
                  sx={{ fontFamily: 'monospace', fontWeight: 700, p: 0, minWidth: 0 }}
                >
                  {s.code}
                </Button>
                <Typography variant="body2" sx={{ color: 'text.secondary', display: 'inline', ml: 1 }}>
                  {componenteLabel(s.componente)}
                  {s.unidade_tematica && ` · ${s.unidade_tematica}`}
                </Typography>
                <Typography sx={{ mt: 0.5 }}>{s.text}</Typography>
              </Paper>
            ))}
          </Stack>
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={pages}
              page={page}
              onChange={(_, next) => setPage(next)}
              getItemAriaLabel={(type, item) =>
                type === 'page' ? `Página ${item}` : type === 'next' ? 'Próxima página' : 'Página anterior'
              }
            />
          )}
        </>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 4 }}>
        Base Nacional Comum Curricular (BNCC, 2018), texto oficial do Ministério da Educação. Dados compilados
        por{' '}
        <Link href={BNCC_DATA_CREDIT.url} target="_blank" rel="noopener noreferrer">
          {BNCC_DATA_CREDIT.source}
        </Link>
        , licença{' '}
        <Link href={BNCC_DATA_CREDIT.licenceUrl} target="_blank" rel="noopener noreferrer">
          {BNCC_DATA_CREDIT.licence}
        </Link>
        .
      </Typography>
      <SkillDialog code={open} onClose={() => setOpen(null)} />
    </>
  );
}
