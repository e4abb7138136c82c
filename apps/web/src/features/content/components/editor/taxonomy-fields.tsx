import { ETAPAS } from '@aula/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { anosFor, componentesFor } from '../../api/catalogue-filters';
import type { PlanFormValues } from './form-values';

/** Etapa, ano and componente: the last two offer only what belongs to the chosen etapa. */
export function TaxonomyFields({
  control,
  setValue,
  etapa,
  required,
}: {
  control: Control<PlanFormValues>;
  setValue: UseFormSetValue<PlanFormValues>;
  etapa: string;
  required: boolean;
}) {
  const empty = required ? 'Escolha…' : 'Não informado';
  const options = {
    etapa: ETAPAS as readonly { value: string; label: string }[],
    ano: anosFor(etapa),
    componente: componentesFor(etapa),
  };
  const labels = { etapa: 'Etapa', ano: 'Ano', componente: 'Componente curricular' };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      {(['etapa', 'ano', 'componente'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <TextField
              select
              label={labels[name]}
              required={required}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                if (name === 'etapa') {
                  setValue('ano', '', { shouldDirty: true });
                  setValue('componente', '', { shouldDirty: true });
                }
              }}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ?? (name !== 'etapa' && !etapa ? 'Escolha a etapa antes.' : ' ')
              }
              disabled={name !== 'etapa' && !etapa}
              // The hint under a disabled select must stay readable (the disabled grey fails contrast).
              slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
            >
              <MenuItem value="">{empty}</MenuItem>
              {options[name].map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ))}
    </Box>
  );
}
