import Download from '@mui/icons-material/Download';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { videoEmbedUrl, type StudentClassroomDetail } from '@aula/contracts';

type StudentLesson = StudentClassroomDetail['lessons'][number];

/** Typography for the lesson's HTML, which comes from the editor (sanitised by the server). */
const richTextSx = {
  fontSize: '1.125rem',
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& h1, & h2, & h3, & h4': { fontWeight: 700, lineHeight: 1.3, mt: 3, mb: 1 },
  '& h1': { fontSize: '1.6rem' },
  '& h2': { fontSize: '1.45rem' },
  '& h3': { fontSize: '1.3rem' },
  '& p': { my: 1.5 },
  '& ul, & ol': { pl: 3.5 },
  '& li': { my: 0.5 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& a': { color: 'primary.main' },
  '& table': { borderCollapse: 'collapse', maxWidth: '100%', display: 'block', overflowX: 'auto' },
  '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
  '& blockquote': { borderLeft: 4, borderColor: 'secondary.main', m: 0, pl: 2, color: 'text.secondary' },
} as const;

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h4" sx={{ fontWeight: 700, fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One lesson as a student reads it: goals, materials, text, video and files. */
export function LessonContent({ lesson }: { lesson: StudentLesson }) {
  const embed = videoEmbedUrl(lesson.video_url);
  return (
    <Box>
      {lesson.objectives && (
        <Block title="O que vamos aprender">
          <Typography sx={{ fontSize: '1.125rem', whiteSpace: 'pre-line' }}>{lesson.objectives}</Typography>
        </Block>
      )}
      {lesson.materials && (
        <Block title="Materiais">
          <Typography sx={{ fontSize: '1.125rem', whiteSpace: 'pre-line' }}>{lesson.materials}</Typography>
        </Block>
      )}
      {embed ? (
        <Block title="Vídeo">
          <Box
            component="iframe"
            src={embed}
            title={`Vídeo da aula ${lesson.title}`}
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
            sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 2, bgcolor: 'grey.900' }}
          />
        </Block>
      ) : (
        lesson.video_url && (
          <Button
            href={lesson.video_url}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<OndemandVideo />}
            variant="outlined"
            size="large"
            sx={{ mt: 3 }}
          >
            Assistir ao vídeo
          </Button>
        )
      )}
      {lesson.content_html && (
        <Box
          sx={{ ...richTextSx, mt: 3 }}
          // Sanitised on the server when the lesson is saved (allow-list of tags and attributes).
          dangerouslySetInnerHTML={{ __html: lesson.content_html }}
        />
      )}
      {lesson.attachments.length > 0 && (
        <Block title="Arquivos">
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            {lesson.attachments.map((attachment) => (
              <Button
                key={attachment.id}
                href={attachment.url}
                target="_blank"
                rel="noopener"
                variant="contained"
                size="large"
                startIcon={<Download />}
                sx={{ justifyContent: 'flex-start', py: 1.5 }}
              >
                {attachment.title}
              </Button>
            ))}
          </Stack>
        </Block>
      )}
    </Box>
  );
}
