import type { LessonAttachment } from '@aula/contracts';
import Download from '@mui/icons-material/Download';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { fileSizeLabel } from '@/lib/file-size';

/** Downloadable attachments; the links are signed by the server and expire, so they are never cached here. */
/** The level of a lesson's part headings ("Objetivos", "Anexos"): one below the lesson's title. */
export type LessonPartHeading = 'h2' | 'h3' | 'h4';

export function AttachmentList({
  attachments,
  headingLevel,
}: {
  attachments: LessonAttachment[];
  headingLevel: LessonPartHeading;
}) {
  return (
    <Box>
      <Typography variant="subtitle2" component={headingLevel} sx={{ fontWeight: 700, mb: 1 }}>
        Anexos
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <Button
              variant="outlined"
              href={`${attachment.file.url}${attachment.file.url.includes('?') ? '&' : '?'}download=1`}
              download={attachment.file.name}
              startIcon={
                attachment.file.content_type === 'application/pdf' ? (
                  <PictureAsPdfOutlined />
                ) : (
                  <ImageOutlined />
                )
              }
              endIcon={<Download />}
              sx={{ textAlign: 'left' }}
            >
              {attachment.title}
              <Box
                component="span"
                sx={{ ml: 1, color: 'text.secondary', fontWeight: 400, whiteSpace: 'nowrap' }}
              >
                ({fileSizeLabel(attachment.file.size)})
              </Box>
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
