import type { StoredFile } from '@aula/contracts';
import AttachFile from '@mui/icons-material/AttachFile';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { fileSizeLabel } from '@/lib/file-size';

/** The files of a hand-in, as signed links that open in a new tab. */
export function FileLinkList({ files }: { files: StoredFile[] }) {
  if (files.length === 0) return null;
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 1 }}>
      {files.map((file) => (
        <Link
          key={file.id}
          href={file.url}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', gap: 0.5 }}
        >
          <AttachFile fontSize="small" aria-hidden="true" />
          {file.name} ({fileSizeLabel(file.size)})
        </Link>
      ))}
    </Stack>
  );
}
