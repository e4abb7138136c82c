import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentClassroomDetail } from '@aula/contracts';
import { fileSizeLabel } from '@/lib/file-size';
import { useLessonHtml } from './use-lesson-html';
import { videoPosterSx } from './video-embed';

type StudentLesson = Pick<StudentClassroomDetail['lessons'][number], 'student_content' | 'attachments'>;

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
  '& iframe': { width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1 },
  '& .video-poster': { ...videoPosterSx, maxWidth: '100%', borderRadius: 1 },
  '& a': { color: 'primary.main' },
  '& table': { borderCollapse: 'collapse', maxWidth: '100%', display: 'block', overflowX: 'auto' },
  '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
  '& blockquote': { borderLeft: 4, borderColor: 'secondary.main', m: 0, pl: 2, color: 'text.secondary' },
} as const;

/** HTML sanitised on the server when it was saved (allow-list of tags and attributes). */
export function RichText({ html }: { html: string }) {
  return <Box sx={{ ...richTextSx, mt: 3 }} {...useLessonHtml(html)} />;
}

type BlockHeading = 'h3' | 'h4';

function Block({
  title,
  heading,
  children,
}: {
  title: string;
  heading: BlockHeading;
  children: React.ReactNode;
}) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component={heading} sx={{ fontWeight: 700, fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * One lesson as a student reads it: the student material and the files meant for students. Its parts'
 * headings sit one level below the lesson's own (h4 under a class's h3 lesson, h3 under an h2 section).
 */
export function LessonContent({
  lesson,
  headingLevel = 'h4',
}: {
  lesson: StudentLesson;
  headingLevel?: BlockHeading;
}) {
  return (
    <Box>
      {lesson.student_content ? (
        <RichText html={lesson.student_content} />
      ) : (
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>
          Ainda não há material do aluno para esta aula.
        </Typography>
      )}
      {lesson.attachments.length > 0 && (
        <Block title="Arquivos" heading={headingLevel}>
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
                <Box component="span" sx={{ ml: 1, fontWeight: 400, whiteSpace: 'nowrap' }}>
                  ({fileSizeLabel(attachment.size)})
                </Box>
              </Button>
            ))}
          </Stack>
        </Block>
      )}
    </Box>
  );
}
