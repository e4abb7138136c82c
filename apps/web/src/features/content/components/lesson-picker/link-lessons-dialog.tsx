import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { anoLabel, componenteLabel, etapaLabel, formatDuration, SEARCH_MAX_LENGTH } from '@aula/contracts';
import { useState } from 'react';
import { uiText } from '@/lib/ui-text';
import { SearchField } from '@/components/search-field';
import { ErrorState, LoadingState } from '@/components/states';
import { errorMessage } from '@/lib/error-message';
import { plural } from '@/lib/plural';
import {
  usePlanLessons,
  usePlanSearch,
  useFavoriteLessons,
  type LessonSource,
} from '../../api/lesson-sources';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { CheckboxRow } from '@/components/checkbox-row';
import type { PickerDialogProps } from '@/components/picker-dialog';

interface Picked {
  id: number;
  title: string;
}

const tabs: { value: LessonSource; label: string }[] = [
  { value: 'catalogue', label: 'Catálogo' },
  { value: 'custom', label: 'Meus livros' },
  { value: 'favorites', label: 'Favoritas' },
];

function LessonCheckbox({
  title,
  secondary,
  linked,
  locked,
  checked,
  onToggle,
}: {
  title: string;
  secondary?: string;
  linked: boolean;
  locked?: boolean;
  checked: boolean;
  onToggle: () => void;
}) {
  const note = linked ? 'Já está na turma' : locked ? 'Aula premium: assine um plano para usar' : secondary;
  return (
    <CheckboxRow
      primary={title}
      secondary={note}
      checked={linked || checked}
      disabled={linked || locked}
      onToggle={onToggle}
    />
  );
}

function PlanBrowser({
  source,
  linkedIds,
  picked,
  toggle,
}: {
  source: 'catalogue' | 'custom';
  linkedIds: ReadonlySet<number>;
  picked: ReadonlyMap<number, Picked>;
  toggle: (lesson: Picked) => void;
}) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search);
  const [planId, setPlanId] = useState<number | null>(null);
  const plans = usePlanSearch(source, term, planId === null);
  const plan = usePlanLessons(planId);

  if (planId !== null) {
    return (
      <Box>
        <Button startIcon={<ArrowBack />} onClick={() => setPlanId(null)} sx={{ mb: 1 }}>
          Voltar aos livros
        </Button>
        {plan.isPending ? (
          <LoadingState label="Carregando as aulas do livro…" />
        ) : plan.isError ? (
          <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />
        ) : (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {plan.data.title}
            </Typography>
            {plan.data.lessons.length === 0 ? (
              <Typography sx={{ color: 'text.secondary', py: 2 }}>Este livro ainda não tem aulas.</Typography>
            ) : (
              <List aria-label={`Aulas de ${plan.data.title}`}>
                {plan.data.lessons.map((lesson, index) => (
                  <LessonCheckbox
                    key={lesson.id}
                    title={`${index + 1}. ${lesson.title}`}
                    secondary={formatDuration(lesson.duration_minutes)}
                    linked={linkedIds.has(lesson.id)}
                    locked={lesson.locked}
                    checked={picked.has(lesson.id)}
                    onToggle={() => toggle({ id: lesson.id, title: lesson.title })}
                  />
                ))}
              </List>
            )}
          </>
        )}
      </Box>
    );
  }

  return (
    <Box>
      {(source === 'catalogue' || plans.data?.count !== 0 || term) && (
        <SearchField
          id="buscar-livros"
          label={source === 'catalogue' ? 'Buscar no catálogo' : 'Buscar nos meus livros'}
          placeholder="Título, tema ou código BNCC"
          value={search}
          onSearch={setSearch}
          maxLength={SEARCH_MAX_LENGTH}
          sx={{ mb: 1 }}
        />
      )}
      {plans.isPending ? (
        <LoadingState label="Carregando livros…" />
      ) : plans.isError ? (
        <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.data.results.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
          {term
            ? 'Nenhum livro encontrado com essa busca.'
            : source === 'custom'
              ? 'Você ainda não criou livros próprios.'
              : 'O catálogo ainda não tem livros publicados.'}
        </Typography>
      ) : (
        <List aria-label="Livros" aria-busy={plans.isFetching}>
          {plans.data.results.map((item) => (
            <ListItem key={item.id} disablePadding>
              <ListItemButton onClick={() => setPlanId(item.id)}>
                <ListItemText
                  primary={item.title}
                  secondary={[
                    etapaLabel(item.etapa),
                    anoLabel(item.ano),
                    componenteLabel(item.componente),
                    plural(item.lessons_count, 'aula', 'aulas'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

function FavoritesPicker({
  linkedIds,
  picked,
  toggle,
}: {
  linkedIds: ReadonlySet<number>;
  picked: ReadonlyMap<number, Picked>;
  toggle: (lesson: Picked) => void;
}) {
  const favorites = useFavoriteLessons(true);
  if (favorites.isPending) return <LoadingState label="Carregando suas favoritas…" />;
  if (favorites.isError)
    return <ErrorState error={favorites.error} onRetry={() => void favorites.refetch()} />;
  if (favorites.data.results.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
        Você ainda não favoritou aulas. Marque a estrela nas aulas do catálogo para encontrá-las aqui.
      </Typography>
    );
  }
  return (
    <List aria-label="Aulas favoritas">
      {favorites.data.results.map(({ lesson_detail: lesson }) => (
        <LessonCheckbox
          key={lesson.id}
          title={lesson.title}
          secondary={`${lesson.lesson_plan_title} · ${formatDuration(lesson.duration_minutes)}`}
          linked={linkedIds.has(lesson.id)}
          checked={picked.has(lesson.id)}
          onToggle={() => toggle({ id: lesson.id, title: lesson.title })}
        />
      ))}
    </List>
  );
}

/** Choose lessons from the catalogue, the teacher's own books or favourites, then link them at once. */
export function LinkLessonsDialog({
  open,
  classroomName,
  linkedIds,
  pending,
  error,
  onSubmit,
  onClose,
}: PickerDialogProps & { linkedIds: ReadonlySet<number> }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [source, setSource] = useState<LessonSource>('catalogue');
  const [picked, setPicked] = useState<Map<number, Picked>>(new Map());

  const toggle = (lesson: Picked) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(lesson.id)) next.delete(lesson.id);
      else next.set(lesson.id, lesson);
      return next;
    });

  const close = () => {
    setPicked(new Map());
    onClose();
  };
  const count = picked.size;

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : close}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="vincular-aulas-titulo"
      slotProps={{ paper: { sx: { minHeight: { sm: '70vh' } } } }}
    >
      <DialogTitle id="vincular-aulas-titulo">Vincular aulas a {classroomName}</DialogTitle>
      <Tabs
        value={source}
        onChange={(_, value: LessonSource) => setSource(value)}
        aria-label="De onde escolher as aulas"
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider', px: { sm: 2 } }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`aba-aulas-${tab.value}`}
            aria-controls="painel-aulas"
          />
        ))}
      </Tabs>
      <DialogContent id="painel-aulas" role="tabpanel" aria-labelledby={`aba-aulas-${source}`}>
        {source === 'favorites' ? (
          <FavoritesPicker linkedIds={linkedIds} picked={picked} toggle={toggle} />
        ) : (
          <PlanBrowser key={source} source={source} linkedIds={linkedIds} picked={picked} toggle={toggle} />
        )}
      </DialogContent>
      {Boolean(error) && (
        <Alert severity="error" role="alert" sx={{ mx: 3 }}>
          {errorMessage(error, 'Não foi possível vincular as aulas.')}
        </Alert>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" sx={{ flexGrow: 1, px: 1 }} aria-live="polite">
          {count === 0 ? 'Nenhuma aula selecionada' : plural(count, 'aula selecionada', 'aulas selecionadas')}
        </Typography>
        <Button onClick={close} disabled={pending}>
          {uiText.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={count === 0 || pending}
          onClick={() => onSubmit([...picked.keys()])}
        >
          {pending
            ? 'Vinculando…'
            : count > 1
              ? `Vincular ${plural(count, 'aula', 'aulas')}`
              : 'Vincular aula'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
