import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadingSkeleton } from '@/components/skeletons';
import { ErrorState } from '@/components/states';
import { useArchivedClassrooms } from '../../api/reuse';
import { ClassroomCards, ClassroomCardsSkeleton } from './classroom-cards';

/** "Turmas arquivadas": out of the main list, one click away, everything still readable. */
export function ArchivedClassrooms({ pathOf }: { pathOf: (id: number) => string }) {
  const [open, setOpen] = useState(false);
  const archived = useArchivedClassrooms(open);
  return (
    <Box component="section" aria-labelledby="turmas-arquivadas" sx={{ mt: 5 }}>
      <Typography id="turmas-arquivadas" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Turmas arquivadas
      </Typography>
      {!open ? (
        <Button variant="text" startIcon={<Inventory2Outlined />} onClick={() => setOpen(true)}>
          Ver turmas arquivadas
        </Button>
      ) : archived.isPending ? (
        <LoadingSkeleton label="Carregando as turmas arquivadas…">
          <ClassroomCardsSkeleton count={2} />
        </LoadingSkeleton>
      ) : archived.isError ? (
        <ErrorState error={archived.error} onRetry={() => void archived.refetch()} />
      ) : archived.data.results.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Nenhuma turma arquivada. Ao fim do ano, arquive uma turma na página dela.
        </Typography>
      ) : (
        <ClassroomCards classrooms={archived.data.results} pathOf={pathOf} />
      )}
    </Box>
  );
}
