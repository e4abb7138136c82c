import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import type { Student } from '@aula/contracts';
import type { ConsentSlip } from '@/lib/consent-slip';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { useConsentSlipsForAll } from '../api/guardians';

/** "Pedir autorização a todos": printed slips for the children shown who still wait and have a guardian. */
export function ConsentForAllButton({
  students,
  onSlips,
}: {
  students: readonly Student[];
  onSlips: (slips: ConsentSlip[]) => void;
}) {
  const slips = useConsentSlipsForAll();
  const { enqueueSnackbar } = useSnackbar();
  const waiting = students.filter((s) => s.consent_status === 'pending' && s.guardians_count > 0);
  if (waiting.length === 0) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<PrintOutlined />}
      disabled={slips.isPending}
      sx={{ flexShrink: 0 }}
      onClick={() =>
        slips.mutate(waiting, {
          onSuccess: (result) => onSlips(result),
          onError: (error) =>
            enqueueSnackbar(errorMessage(error, 'Não foi possível gerar os bilhetes.'), { variant: 'error' }),
        })
      }
    >
      {slips.isPending ? 'Gerando bilhetes…' : 'Pedir autorização a todos'}
    </Button>
  );
}
