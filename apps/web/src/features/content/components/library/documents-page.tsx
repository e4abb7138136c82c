import Download from '@mui/icons-material/Download';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { useDocuments } from '../../api/library';
import { downloadUrl, FileTypeIcon } from '../ui/file-links';
import { fileSizeLabel } from '@/lib/file-size';
import { visuallyHidden } from '@/components/visually-hidden';
import { CardGrid } from '@/components/card-grid';

/** /dashboard/documents: files the team makes available (calendars, guides, templates). */
export function DocumentsPage() {
  const documents = useDocuments();
  return (
    <>
      <PageHeader
        title="Documentos"
        subtitle="Calendários, guias e modelos preparados pela equipe da Aula."
      />
      {documents.isPending ? (
        <LoadingState label="Carregando documentos…" />
      ) : documents.isError ? (
        <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />
      ) : documents.data.count === 0 ? (
        <EmptyState icon={<FolderOpenOutlined />} title="Nenhum documento por enquanto">
          Quando a equipe publicar documentos, eles aparecem aqui para baixar.
        </EmptyState>
      ) : (
        <CardGrid columns={{ xs: '1fr', md: '1fr 1fr' }}>
          {documents.data.results.map((document) => (
            <Paper
              component="li"
              key={document.id}
              variant="outlined"
              sx={{ p: 2.5, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}
            >
              <Box aria-hidden="true" sx={{ color: 'primary.main', '& svg': { fontSize: 36 } }}>
                <FileTypeIcon contentType={document.file.content_type} />
              </Box>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                  {document.title}
                </Typography>
                {document.description && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {document.description}
                  </Typography>
                )}
                <Button
                  href={downloadUrl(document.file.url)}
                  download={document.file.name}
                  startIcon={<Download />}
                  size="small"
                  variant="outlined"
                  sx={{ mt: 1.5 }}
                >
                  Baixar
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    {document.title}
                  </Box>{' '}
                  ({fileSizeLabel(document.file.size)})
                </Button>
              </Box>
            </Paper>
          ))}
        </CardGrid>
      )}
    </>
  );
}
