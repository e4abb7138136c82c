import type { Question } from '@aula/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/states';
import { BankFilters } from './bank-filters';
import { QuestionList } from './question-list';
import { useBankFilters } from './use-bank-filters';

/** Questions from the bank for a quiz, with the bank's filters; `skills` (a lesson's) are offered as one-tap filters. */
export function QuestionPickerDialog({
  skills = [],
  already,
  onAdd,
  onClose,
}: {
  skills?: string[];
  already: number[];
  onAdd: (questions: Question[]) => void;
  onClose: () => void;
}) {
  const titleId = `${useId()}-titulo`;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { filters, change, search, setSearch } = useBankFilters({ skill: skills[0] ?? '' });
  const [picked, setPicked] = useState<Question[]>([]);
  const toggle = (question: Question, on: boolean) =>
    setPicked((list) => (on ? [...list, question] : list.filter((q) => q.id !== question.id)));

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>Escolher questões do banco</DialogTitle>
      <DialogContent dividers>
        {skills.length > 0 && (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}
          >
            <Typography variant="body2">Habilidades da aula:</Typography>
            {skills.map((code) => (
              <Chip
                key={code}
                label={code}
                color={filters.skill === code ? 'primary' : 'default'}
                onClick={() => change({ skill: filters.skill === code ? '' : code, page: 1 })}
                aria-pressed={filters.skill === code}
              />
            ))}
          </Stack>
        )}
        <BankFilters filters={filters} onChange={change} search={search} onSearch={setSearch} />
        <QuestionList
          filters={filters}
          onPage={(page) => change({ page })}
          empty={
            <EmptyState title="Nenhuma questão encontrada">
              Mude os filtros ou crie questões no Banco de questões.
            </EmptyState>
          }
          actions={(question) => {
            const inQuiz = already.includes(question.id);
            return (
              <FormControlLabel
                disabled={inQuiz}
                control={
                  <Checkbox
                    checked={inQuiz || picked.some((q) => q.id === question.id)}
                    onChange={(e) => toggle(question, e.target.checked)}
                  />
                }
                label={inQuiz ? 'Já está' : 'Escolher'}
              />
            );
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={picked.length === 0}
          onClick={() => {
            onAdd(picked);
            onClose();
          }}
        >
          {picked.length > 1 ? `Adicionar ${picked.length} questões` : 'Adicionar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
