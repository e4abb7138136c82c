import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Student } from '@aula/contracts';
import { formatDate } from '@/lib/format';
import { plural } from '@/lib/plural';
import { ConsentStatusChip } from './consent-status-chip';
import { StudentActionsMenu, type StudentAction } from './student-actions-menu';

function Classrooms({ student }: { student: Student }) {
  if (student.classrooms.length === 0) {
    return (
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        Sem turma
      </Typography>
    );
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} component="span">
      {student.classrooms.map((c) => (
        <Chip key={c.id} size="small" label={c.name} component="span" />
      ))}
    </Stack>
  );
}

function Consent({ student }: { student: Student }) {
  return (
    <Stack direction="row" component="span" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <ConsentStatusChip status={student.consent_status} />
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {student.guardians_count === 0
          ? 'Sem responsável'
          : plural(student.guardians_count, 'responsável', 'responsáveis')}
      </Typography>
    </Stack>
  );
}

function lastAccess(student: Student): string {
  if (!student.is_active) return 'Conta desativada pela equipe';
  if (student.must_change_password) return student.last_login ? 'Precisa criar senha' : 'Ainda não entrou';
  return student.last_login ? formatDate(student.last_login) : 'Ainda não entrou';
}

/** The teacher's students: a table on wide screens, a list on phones; each row has the actions menu. */
export function StudentsTable({
  students,
  onAction,
}: {
  students: readonly Student[];
  onAction: (action: StudentAction, student: Student) => void;
}) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });

  if (narrow) {
    return (
      <Paper variant="outlined" sx={{ borderRadius: 2 }}>
        <List aria-label="Alunos" disablePadding>
          {students.map((student, index) => (
            <ListItem
              key={student.id}
              divider={index < students.length - 1}
              secondaryAction={<StudentActionsMenu student={student} onAction={onAction} />}
              sx={{ pr: 7 }}
            >
              <ListItemText
                primary={`${student.first_name} ${student.last_name}`}
                secondary={
                  <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
                    <span>
                      {student.username} · {lastAccess(student)}
                    </span>
                    <Classrooms student={student} />
                    <Consent student={student} />
                  </Box>
                }
                slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'span' } }}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 2 }}>
      <Table aria-label="Alunos">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Nome
            </TableCell>
            <TableCell component="th" scope="col">
              Usuário
            </TableCell>
            <TableCell component="th" scope="col">
              Turmas
            </TableCell>
            <TableCell component="th" scope="col">
              Autorização
            </TableCell>
            <TableCell component="th" scope="col">
              Último acesso
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              <Box component="span" sx={visuallyHidden}>
                Ações
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {students.map((student) => (
            <TableRow key={student.id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {student.first_name} {student.last_name}
              </TableCell>
              <TableCell sx={{ fontFamily: 'ui-monospace, monospace' }}>{student.username}</TableCell>
              <TableCell>
                <Classrooms student={student} />
              </TableCell>
              <TableCell>
                <Consent student={student} />
              </TableCell>
              <TableCell>{lastAccess(student)}</TableCell>
              <TableCell align="right" sx={{ py: 0 }}>
                <StudentActionsMenu student={student} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
