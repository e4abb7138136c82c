import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { toggleId } from './toggle-id';

export type Audience = 'all' | 'chosen';

/** "Para quem": the whole class (also who joins later) or the students ticked below. */
export function AudienceField({
  students,
  audience,
  onAudienceChange,
  chosen,
  onChosenChange,
  error,
}: {
  students: { id: number; first_name: string; last_name: string }[];
  audience: Audience;
  onAudienceChange: (audience: Audience) => void;
  chosen: number[];
  onChosenChange: (update: (chosen: number[]) => number[]) => void;
  error?: string;
}) {
  return (
    <Box>
      <FormLabel id="para-quem">Para quem</FormLabel>
      <RadioGroup
        aria-labelledby="para-quem"
        value={audience}
        onChange={(e) => onAudienceChange(e.target.value as Audience)}
      >
        <FormControlLabel
          value="all"
          control={<Radio />}
          label="Para toda a turma (também quem entrar depois)"
        />
        <FormControlLabel
          value="chosen"
          control={<Radio />}
          label="Para alunos escolhidos"
          disabled={students.length === 0}
        />
      </RadioGroup>
      {audience === 'chosen' && (
        <Box
          role="group"
          aria-label="Alunos escolhidos"
          sx={{ pl: 4, display: 'flex', flexDirection: 'column' }}
        >
          {students.map((s) => (
            <FormControlLabel
              key={s.id}
              control={
                <Checkbox
                  checked={chosen.includes(s.id)}
                  onChange={(e) => onChosenChange((list) => toggleId(list, s.id, e.target.checked))}
                />
              }
              label={`${s.first_name} ${s.last_name}`}
            />
          ))}
          {error && (
            <Typography color="error" variant="body2" role="alert">
              {error}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
