import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { downloadFile, openFile } from '@/lib/download';
import { useSnackbar } from '@/lib/toast';

const FAILED = 'Não foi possível gerar o PDF.';

function usePdfAction() {
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, FAILED), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/**
 * "Baixar PDF" or "Imprimir" with a choice between the teacher's version and the pupils' sheet
 * ("Folha do aluno"). The server renders both; "Imprimir" opens the PDF in a new tab where the
 * browser prints it, unless `printTeacherPage` prints this page instead (trimmed by the print
 * stylesheet).
 */
export function PdfVersionsButton({
  url,
  action = 'download',
  printTeacherPage,
  size = 'small',
  ariaLabel,
}: {
  url: string;
  action?: 'download' | 'print';
  printTeacherPage?: () => void;
  size?: ButtonProps['size'];
  /** Names the button after its document where several sit side by side. */
  ariaLabel?: string;
}) {
  const { busy, run } = usePdfAction();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const download = action === 'download';
  const choose = (version: 'teacher' | 'student') => {
    setAnchor(null);
    if (version === 'teacher' && !download && printTeacherPage) return printTeacherPage();
    const file = `${url}?version=${version}`;
    void run(() => (download ? downloadFile(file) : openFile(file)));
  };
  return (
    <>
      <Button
        size={size}
        variant="outlined"
        startIcon={download ? <PictureAsPdfOutlined /> : <PrintOutlined />}
        disabled={busy}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        className="no-print"
      >
        {busy ? 'Gerando PDF…' : download ? 'Baixar PDF' : 'Imprimir'}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('teacher')}>Versão do professor</MenuItem>
        <MenuItem onClick={() => choose('student')}>Folha do aluno</MenuItem>
      </Menu>
    </>
  );
}
