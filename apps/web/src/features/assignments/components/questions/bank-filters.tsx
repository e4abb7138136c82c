import { QUESTION_TYPES, QUESTION_TYPE_LABELS, type QuestionType } from '@aula/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SearchField } from '@/components/search-field';
import type { QuestionFilters } from '../../api/questions';
import { SkillField } from './skill-field';

/** The bank's filters: a BNCC skill, the type and words of the statement (the bank page and the quiz's picker). */
export function BankFilters({
  filters,
  onChange,
  search,
  onSearch,
}: {
  filters: QuestionFilters;
  onChange: (changes: Partial<QuestionFilters>) => void;
  /** The search box's text, before it settles into `filters.search`. */
  search: string;
  onSearch: (text: string) => void;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '2fr 1.5fr 1.5fr' },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <SearchField
        label="Buscar no enunciado"
        type="search"
        value={search}
        onSearch={onSearch}
        maxLength={200}
        size="small"
      />
      <BankSkillFilter value={filters.skill} onChange={(skill) => onChange({ skill, page: 1 })} />
      <TextField
        select
        size="small"
        label="Tipo"
        value={filters.type}
        onChange={(e) => onChange({ type: e.target.value as QuestionType | '', page: 1 })}
      >
        <MenuItem value="">Todos</MenuItem>
        {QUESTION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {QUESTION_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

function BankSkillFilter({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <SkillField
      label="Habilidade da BNCC"
      multiple={false}
      size="small"
      value={value ? [value] : []}
      onChange={(codes) => onChange(codes[0] ?? '')}
    />
  );
}

/** The bank's pagination, in Portuguese. */
export const pageLabel = (type: string, item: number | null) =>
  type === 'page' ? `Página ${item}` : type === 'next' ? 'Próxima página' : 'Página anterior';
