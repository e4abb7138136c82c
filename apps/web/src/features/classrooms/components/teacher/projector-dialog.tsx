import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { uiText } from '@/lib/ui-text';
import { displayUrl, joinUrl } from '@/lib/classroom-links';

/** "Mostrar código": the join code as big as the screen allows, for the projector or the board. */
export function ProjectorDialog({
  open,
  onClose,
  name,
  code,
}: {
  open: boolean;
  onClose: () => void;
  name: string;
  code: string;
}) {
  const url = joinUrl(code);
  return (
    <Dialog
      fullScreen
      open={open}
      onClose={onClose}
      aria-labelledby="projetor-titulo"
      slotProps={{ paper: { sx: { bgcolor: '#194fff', color: '#fff' } } }}
    >
      <IconButton
        onClick={onClose}
        aria-label={uiText.close}
        sx={{ position: 'absolute', top: 16, right: 16, color: '#fff', '& svg': { fontSize: 40 } }}
      >
        <CloseIcon />
      </IconButton>
      <Box
        sx={{
          minHeight: '100%',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: 'center',
          justifyContent: 'center',
          gap: { xs: 4, md: 8 },
          p: { xs: 3, md: 6 },
          textAlign: { xs: 'center', md: 'left' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id="projetor-titulo"
            component="h2"
            sx={{ fontSize: { xs: '1.5rem', md: '2.5rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.1rem', md: '1.75rem' }, mt: 2, opacity: 0.9 }}>
            Entre em <strong>{displayUrl(url)}</strong> ou digite o código:
          </Typography>
          <Typography
            component="p"
            aria-label={`Código da turma: ${code.split('').join(' ')}`}
            data-testid="codigo-projetor"
            sx={{
              fontFamily: '"Roboto Mono", ui-monospace, monospace',
              fontWeight: 800,
              fontSize: { xs: '4rem', sm: '6rem', md: '9rem', xl: '12rem' },
              letterSpacing: '0.12em',
              lineHeight: 1.1,
              mt: 2,
            }}
          >
            {code}
          </Typography>
        </Box>
        <Box sx={{ bgcolor: '#fff', p: 2, borderRadius: 3, lineHeight: 0, flexShrink: 0 }}>
          <QRCodeSVG
            value={url}
            size={320}
            marginSize={1}
            title={`QR code para entrar na turma ${name}`}
            style={{ width: 'min(320px, 70vw)', height: 'auto' }}
          />
        </Box>
      </Box>
    </Dialog>
  );
}
