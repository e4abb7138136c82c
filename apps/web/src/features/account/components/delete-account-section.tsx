import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SectionCard } from '@/components/section-card';
import { DeleteAccountDialog } from './delete-account-dialog';

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <SectionCard id="excluir-conta" title="Excluir conta">
      <Typography variant="body2" sx={{ mb: 2 }}>
        Você pode excluir sua conta quando quiser. Seus dados pessoais são apagados, como prevê a LGPD; apenas
        registros financeiros exigidos por lei são mantidos, sem identificar você.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Excluir minha conta
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </SectionCard>
  );
}
