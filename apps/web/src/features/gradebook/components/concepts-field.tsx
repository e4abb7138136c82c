import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface ConceptDraft {
  code: string;
  label: string;
  min: string;
}

/** The concepts table: a code, its name and the lowest final that earns it. */
export function ConceptsField({
  value,
  onChange,
  errorAt,
}: {
  value: ConceptDraft[];
  onChange: (concepts: ConceptDraft[]) => void;
  errorAt: (path: string) => string | undefined;
}) {
  const set = (index: number, patch: Partial<ConceptDraft>) =>
    onChange(value.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        Conceitos
      </Typography>
      {value.map((concept, index) => {
        const n = index + 1;
        return (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={`Código ${n}`}
              value={concept.code}
              onChange={(e) => set(index, { code: e.target.value })}
              error={Boolean(errorAt(`concepts.${index}.code`))}
              helperText={errorAt(`concepts.${index}.code`)}
              slotProps={{ htmlInput: { maxLength: 8 } }}
              sx={{ width: 80 }}
            />
            <TextField
              label={`Nome do conceito ${n}`}
              value={concept.label}
              onChange={(e) => set(index, { label: e.target.value })}
              error={Boolean(errorAt(`concepts.${index}.label`))}
              helperText={errorAt(`concepts.${index}.label`)}
              slotProps={{ htmlInput: { maxLength: 60 } }}
              sx={{ flex: 1 }}
            />
            <TextField
              label={`A partir de (${n})`}
              value={concept.min}
              onChange={(e) => set(index, { min: e.target.value })}
              error={Boolean(errorAt(`concepts.${index}.min`))}
              helperText={errorAt(`concepts.${index}.min`)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ width: 96 }}
            />
            <IconButton
              aria-label={`Remover o conceito ${concept.code || n}`}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              sx={{ mt: 1.5 }}
            >
              <DeleteOutline />
            </IconButton>
          </Stack>
        );
      })}
      {errorAt('concepts') && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {errorAt('concepts')}
        </Typography>
      )}
      {value.length < 10 && (
        <Button
          startIcon={<AddOutlined />}
          onClick={() => onChange([...value, { code: '', label: '', min: '' }])}
          sx={{ alignSelf: 'flex-start' }}
        >
          Adicionar conceito
        </Button>
      )}
    </Stack>
  );
}
