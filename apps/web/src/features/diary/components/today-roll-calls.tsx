import type { TodayClasses } from '@aula/contracts';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { StatusChip } from '@/components/status-chip';
import { plural } from '@/lib/plural';
import { rollCallPath } from './diary-days';

/** "Chamada de hoje" on the teacher's home: her classes that meet today, each one tap from its roll call. */
export function TodayRollCalls({ today }: { today: TodayClasses }) {
  return (
    <Box sx={{ mb: 4 }}>
      <SectionCard id="chamada-hoje" title="Chamada de hoje">
        <List disablePadding>
          {today.results.map(({ classroom, aulas, status, non_school_reason }) => (
            <ListItem key={classroom.id} divider sx={{ gap: 2, flexWrap: 'wrap', px: 0 }}>
              <Typography sx={{ flex: 1, fontWeight: 600 }}>
                {classroom.name}{' '}
                <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                  · {plural(aulas, 'aula', 'aulas')}
                </Typography>
              </Typography>
              {status === 'no_school' ? (
                <StatusChip tone="default" label={non_school_reason ?? 'Sem aula'} />
              ) : (
                <Button
                  variant={status === 'recorded' ? 'outlined' : 'contained'}
                  startIcon={<FactCheckOutlined />}
                  component={RouterLink}
                  to={rollCallPath(classroom.id, today.date)}
                  aria-label={`${status === 'recorded' ? 'Ver chamada' : 'Fazer chamada'} de ${classroom.name}`}
                >
                  {status === 'recorded' ? 'Chamada feita' : 'Fazer chamada'}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      </SectionCard>
    </Box>
  );
}
