import LinkOff from '@mui/icons-material/LinkOff';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FamilyShell } from './family-shell';

/** An unknown, expired or switched-off family link: what to do, in one sentence. */
export function LinkGone() {
  return (
    <FamilyShell title="Link sem validade">
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, textAlign: 'center' }}>
        <LinkOff sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
          Este link não funciona mais.
        </Typography>
        <Typography sx={{ mt: 1.5 }}>Peça um novo link ao professor.</Typography>
      </Paper>
    </FamilyShell>
  );
}
