import type { ContentDocument, StoredFile } from '@aula/contracts';
import Download from '@mui/icons-material/Download';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { adminDocuments } from '../../api/admin-library';
import { downloadUrl } from '../ui/file-links';
import { fileSizeLabel } from '@/lib/file-size';
import { visuallyHidden } from '@/components/visually-hidden';
import { DocumentDialog } from './document-dialog';
import { DeleteDialog, useItemDialog } from './library-dialogs';
import { LibraryListPage } from './library-list';
import type { Column } from '@/components/admin-kit/data-table';
import { plural } from '@/lib/plural';

const documentColumns: Column<ContentDocument>[] = [
  {
    key: 'title',
    label: 'Documento',
    render: (document) => (
      <>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{document.title}</Typography>
        {document.description && (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {document.description}
          </Typography>
        )}
        <Box sx={{ display: { md: 'none' }, mt: 0.5 }}>
          <FileLink file={document.file} />
        </Box>
      </>
    ),
  },
  {
    key: 'file',
    label: 'Arquivo',
    wideOnly: true,
    sx: { maxWidth: 280 },
    render: (document) => <FileLink file={document.file} />,
  },
];

/** /admin-dashboard/content/documents: the files teachers download on /dashboard/documents. */
export function AdminDocumentsPage() {
  const list = adminDocuments.useList();
  const remove = adminDocuments.useRemove();
  const editor = useItemDialog<ContentDocument>();
  const deletion = useItemDialog<ContentDocument>();
  return (
    <LibraryListPage
      title="Documentos"
      subtitle="Calendários, guias e modelos que os professores baixam na página Documentos, nesta ordem."
      addLabel="Novo documento"
      onAdd={editor.openNew}
      list={list}
      loadingLabel="Carregando documentos…"
      empty={{
        icon: <FolderOpenOutlined />,
        title: 'Nenhum documento ainda',
        text: 'Envie o primeiro arquivo para os professores baixarem.',
      }}
      countLabel={(count) => plural(count, 'documento', 'documentos')}
      tableLabel="Documentos para os professores"
      columns={documentColumns}
      nameOf={(document) => document.title}
      onEdit={editor.openFor}
      onDelete={deletion.openFor}
    >
      <DocumentDialog key={editor.key} dialog={editor} />
      <DeleteDialog
        dialog={deletion}
        remove={remove}
        title="Excluir documento?"
        success="Documento excluído."
        fallback="Não foi possível excluir o documento."
      >
        {(document) => (
          <>
            “{document.title}” deixa de aparecer para os professores e o arquivo não pode mais ser baixado.
            Esta ação não pode ser desfeita.
          </>
        )}
      </DeleteDialog>
    </LibraryListPage>
  );
}

function FileLink({ file }: { file: StoredFile }) {
  return (
    <>
      <Link
        href={downloadUrl(file.url)}
        download={file.name}
        sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 0.5, overflowWrap: 'anywhere' }}
      >
        <Download fontSize="small" aria-hidden="true" sx={{ mt: '2px' }} />
        <span>
          <Box component="span" sx={visuallyHidden}>
            Baixar{' '}
          </Box>
          {file.name}
        </span>
      </Link>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {file.content_type === 'application/pdf' ? 'PDF' : 'Imagem'} · {fileSizeLabel(file.size)}
      </Typography>
    </>
  );
}
