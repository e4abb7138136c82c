import type { Lesson } from '@aula/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLessonHtml } from '@/components/use-lesson-html';
import { VideoEmbed, videoPosterSx } from '@/components/video-embed';
import { linesOf } from '../ui/plan-labels';
import { AttachmentList, type LessonPartHeading } from './attachment-list';

/** Server-sanitised lesson HTML, styled like a reading page. */
function LessonHtml({ html }: { html: string }) {
  const lessonHtml = useLessonHtml(html);
  return (
    <Box
      sx={{
        typography: 'body1',
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        '& h2': { typography: 'h6', fontWeight: 700, mt: 3, mb: 1 },
        '& h3': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
        '& h4': { typography: 'subtitle2', fontWeight: 700, mt: 2, mb: 0.5 },
        '& p': { my: 1 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& iframe': { width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1 },
        '& .video-poster': { ...videoPosterSx, maxWidth: '100%', borderRadius: 1 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse', width: '100%' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
        '& a': { color: 'primary.main' },
        '& > :first-of-type': { mt: 0 },
      }}
      // The server keeps only an allow-list of tags and attributes (no scripts, handlers or foreign frames).
      {...lessonHtml}
    />
  );
}

function BulletSection({
  title,
  text,
  headingLevel,
}: {
  title: string;
  text: string | null;
  headingLevel: LessonPartHeading;
}) {
  const lines = linesOf(text);
  if (lines.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component={headingLevel} sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
        {lines.map((line, index) => (
          <li key={index}>
            <Typography variant="body2">{line}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Everything a reader sees of an unlocked lesson; h4 parts under the h3 of a lesson in a book's list. */
export function LessonBody({
  lesson,
  headingLevel = 'h4',
}: {
  lesson: Lesson;
  headingLevel?: LessonPartHeading;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <BulletSection title="Objetivos" text={lesson.objectives} headingLevel={headingLevel} />
        <BulletSection title="Materiais" text={lesson.materials} headingLevel={headingLevel} />
      </Box>
      {lesson.video_embed_url && (
        <VideoEmbed src={lesson.video_embed_url} title={`Vídeo da aula: ${lesson.title}`} />
      )}
      {lesson.content_html && <LessonHtml html={lesson.content_html} />}
      {lesson.student_content && (
        <Box
          component="section"
          aria-label={`Material do aluno: ${lesson.title}`}
          sx={{ borderLeft: 4, borderColor: 'secondary.main', pl: 2 }}
        >
          <Typography variant="subtitle2" component={headingLevel} sx={{ fontWeight: 700 }}>
            Material do aluno (o que a turma vê)
          </Typography>
          <LessonHtml html={lesson.student_content} />
        </Box>
      )}
      {lesson.attachments.length > 0 && (
        <AttachmentList attachments={lesson.attachments} headingLevel={headingLevel} />
      )}
    </Box>
  );
}
