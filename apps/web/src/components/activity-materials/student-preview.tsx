import { formatDateTime, presentAssignmentLink, type StoredFile } from '@aula/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { ActivityMaterials } from './materials-view';
import type { LinkDraft } from './materials-field';

/** "Como os alunos vão ver": the title, instructions, files and links as the student page shows them. */
interface ActivityDraft {
  title: string;
  instructions: string;
  files: StoredFile[];
  links: LinkDraft[];
}

/** "Ver como os alunos vão ver": a switch that shows the preview of the activity being written. */
export function StudentPreviewToggle({ due, ...draft }: ActivityDraft & { due: Dayjs | null }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <FormControlLabel
        control={<Switch checked={shown} onChange={(e) => setShown(e.target.checked)} />}
        label="Ver como os alunos vão ver"
      />
      {shown && (
        <StudentPreview {...draft} dueLabel={due?.isValid() ? formatDateTime(due.toISOString()) : null} />
      )}
    </>
  );
}

function StudentPreview({
  title,
  instructions,
  dueLabel,
  files,
  links,
}: ActivityDraft & { dueLabel: string | null }) {
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
