import { QUESTION_TYPE_LABELS, type Question } from '@aula/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { htmlToText } from '@/lib/paragraphs';
import { pointsLabel } from '../../quiz/quiz-values';

/** A question of the bank in a list: its statement's start, type, points, skills and whose it is. */
export function QuestionCard({ question, actions }: { question: Question; actions?: ReactNode }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          sx={{
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {htmlToText(question.statement)}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          <Chip size="small" label={QUESTION_TYPE_LABELS[question.type]} />
          <Chip size="small" variant="outlined" label={pointsLabel(question.points)} />
          {question.catalogue && <Chip size="small" color="secondary" label="Do catálogo" />}
          {question.skills.map((code) => (
            <Chip key={code} size="small" variant="outlined" label={code} />
          ))}
        </Stack>
      </Box>
      {actions && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexShrink: 0 }}>{actions}</Box>
      )}
    </Paper>
  );
}
