import type { AssignmentLink, StoredFile } from '@aula/contracts';
import Description from '@mui/icons-material/Description';
import Image from '@mui/icons-material/Image';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/visually-hidden';
import { fileSizeLabel } from '@/lib/file-size';
import { VideoEmbed } from '@/components/video-embed';

const hostOf = (url: string) => /^https?:\/\/([^/?#:]+)/i.exec(url)?.[1]?.replace(/^www\./, '') ?? url;

/**
 * What an activity brings its students: the teacher's files (open or download) and links — a
 * YouTube or Vimeo link plays in place, any other shows as a card with its title and site.
 */
export function ActivityMaterials({
  attachments,
  links,
  headingLevel = 'h2',
}: {
  attachments: StoredFile[];
  links: AssignmentLink[];
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  if (attachments.length === 0 && links.length === 0) return null;
  return (
    <Box component="section" aria-label="Arquivos e links da atividade" sx={{ display: 'grid', gap: 2 }}>
      <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
        Arquivos e links
      </Typography>
      {attachments.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {attachments.map((file) => (
            <li key={file.id}>
              <Button
                variant="outlined"
                href={file.url}
                target="_blank"
                rel="noopener"
                startIcon={file.content_type.startsWith('image/') ? <Image /> : <Description />}
                sx={{ textTransform: 'none', maxWidth: '100%' }}
              >
                <Box
                  component="span"
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {file.name}
                </Box>{' '}
                <Box component="span" sx={{ ml: 1, color: 'text.secondary', flexShrink: 0 }}>
                  {fileSizeLabel(file.size)}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    (abre em nova aba)
                  </Box>
                </Box>
              </Button>
            </li>
          ))}
        </Box>
      )}
      {links.map((link, index) =>
        link.embed_url ? (
          <Box key={`${link.url}-${index}`} sx={{ display: 'grid', gap: 0.5 }}>
            <VideoEmbed src={link.embed_url} title={`Vídeo: ${link.title}`} />
            {link.title !== link.url && <Typography variant="body2">{link.title}</Typography>}
          </Box>
        ) : (
          <Card key={`${link.url}-${index}`} variant="outlined" sx={{ maxWidth: 720 }}>
            <CardActionArea
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ p: 2, display: 'flex', gap: 1.5, justifyContent: 'flex-start' }}
            >
              <OpenInNew color="primary" aria-hidden="true" />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{link.title}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {hostOf(link.url)}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    (abre em nova aba)
                  </Box>
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        ),
      )}
    </Box>
  );
}
