import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicClassroom } from '@aula/contracts';

/** Which classroom this screen is about: its name and the teacher's. */
export function ClassroomBadge({ classroom }: { classroom: PublicClassroom }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        bgcolor: '#eef3ff',
        borderRadius: 2,
        p: 1.5,
        mb: 3,
      }}
    >
      <SchoolOutlined aria-hidden="true" sx={{ color: 'primary.main', fontSize: 32 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}
          data-testid="turma-nome"
        >
          {classroom.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Professor(a): {classroom.teacher_name}
        </Typography>
      </Box>
    </Box>
  );
}
