import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { Dayjs } from 'dayjs';
import { DateTimePicker } from '@/components/date-picker';

/**
 * "Publicar em": off, the activity shows to the students right away; on, only from the chosen date
 * and time. A past date is allowed when editing (an activity already published keeps its date).
 */
export function PublishAtField({
  scheduled,
  onScheduledChange,
  value,
  onChange,
  allowPast,
  error,
}: {
  scheduled: boolean;
  onScheduledChange: (scheduled: boolean) => void;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  allowPast: boolean;
  error?: string;
}) {
  return (
    <Box>
      <FormControlLabel
        control={<Checkbox checked={scheduled} onChange={(e) => onScheduledChange(e.target.checked)} />}
        label="Agendar a publicação"
      />
      {scheduled && (
        <Box sx={{ mt: 1 }}>
          <DateTimePicker
            label="Publicar em"
            value={value}
            onChange={onChange}
            disablePast={!allowPast}
            slotProps={{
              textField: {
                fullWidth: true,
                error: Boolean(error),
                helperText: error ?? 'Até essa data e hora, os alunos não veem a atividade.',
              },
              field: { clearable: true },
            }}
          />
        </Box>
      )}
    </Box>
  );
}
