import { presentAssignmentLink, type StoredFile } from '@aula/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ActivityMaterials } from './materials-view';
import type { LinkDraft } from './materials-field';

/** "Como os alunos vão ver": the title, instructions, files and links as the student page shows them. */
export function StudentPreview({
  title,
  instructions,
  dueLabel,
  files,
  links,
}: {
  title: string;
  instructions: string;
  dueLabel: string | null;
  files: StoredFile[];
  links: LinkDraft[];
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Prévia: como os alunos vão ver"
      sx={{ p: 2, display: 'grid', gap: 1.5, bgcolor: 'background.default' }}
    >
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        Prévia: como os alunos vão ver
      </Typography>
      <Typography component="h3" variant="h6">
        {title.trim() || 'Sem título'}
      </Typography>
      {dueLabel && <Typography variant="body2">Prazo: {dueLabel}</Typography>}
      {instructions.trim() && (
        <Box sx={{ whiteSpace: 'pre-line' }}>
          <Typography>{instructions}</Typography>
        </Box>
      )}
      <ActivityMaterials
        attachments={files}
        links={links.map((l) => presentAssignmentLink({ url: l.url, title: l.title || l.url }))}
        headingLevel="h4"
      />
      {!instructions.trim() && files.length === 0 && links.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Os alunos verão o título e o material da aula, se houver.
        </Typography>
      )}
    </Paper>
  );
}
