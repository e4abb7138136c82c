import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';

/** The classes an activity goes to, one box each ("5º ano A (2026)"). */
export function ClassroomChecklist({
  classrooms,
  chosen,
  onToggle,
}: {
  classrooms: readonly { id: number; name: string; school_year: number }[];
  chosen: readonly number[];
  onToggle: (id: number, on: boolean) => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">Turmas</FormLabel>
      <FormGroup>
        {classrooms.map((room) => (
          <FormControlLabel
            key={room.id}
            control={
              <Checkbox
                checked={chosen.includes(room.id)}
                onChange={(e) => onToggle(room.id, e.target.checked)}
              />
            }
            label={`${room.name} (${room.school_year})`}
          />
        ))}
      </FormGroup>
    </Box>
  );
}
