import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { errorMessage } from '@/lib/error-message';
import { useSnackbar } from '@/lib/toast';
import { downloadGradebookExport, type GradebookExport } from '../api/gradebook';

const exports: { kind: GradebookExport; label: string; pdf: boolean }[] = [
  { kind: 'csv', label: 'Baixar CSV', pdf: false },
  { kind: 'conselho', label: 'Ficha do conselho (PDF)', pdf: true },
  { kind: 'boletins', label: 'Boletins (PDF)', pdf: true },
];

/** The period's files for the school: the CSV for its system, the conselho's sheet and the boletins. */
export function GradebookExports({
  classroom,
  period,
}: {
  classroom: { id: number; name: string };
  period: number;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const download = (kind: GradebookExport) =>
    downloadGradebookExport(kind, classroom.id, period, classroom.name).catch((error: unknown) =>
      enqueueSnackbar(errorMessage(error, 'Não foi possível baixar o arquivo.'), { variant: 'error' }),
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {exports.map(({ kind, label, pdf }) => (
        <Button
          key={kind}
          size="small"
          startIcon={pdf ? <PictureAsPdfOutlined /> : <FileDownloadOutlined />}
          onClick={() => void download(kind)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
