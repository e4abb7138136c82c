import { ASSIGNMENT_CATEGORY_LABELS, type Gradebook } from '@aula/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { gradeText } from './marks';

type Column = Gradebook['columns'][number];

/** An activity's head in the grid: its title, category and weight (a button to change it while open). */
export function ColumnHeader({
  column,
  closed,
  onEditWeight,
}: {
  column: Column;
  closed: boolean;
  onEditWeight: () => void;
}) {
  const weight = `Peso ${gradeText(column.weight)}`;
  return (
    <Box sx={{ minWidth: 112, maxWidth: 160 }}>
      <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'break-word' }}>
        {column.assignment.title}
      </Typography>
      <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {ASSIGNMENT_CATEGORY_LABELS[column.category]}
        {!column.graded && ' · sem notas'}
      </Typography>
      {closed ? (
        <Typography variant="caption" sx={{ display: 'block' }}>
          {weight}
        </Typography>
      ) : (
        <Button
          size="small"
          onClick={onEditWeight}
          aria-label={`${weight}: alterar o peso de ${column.assignment.title}`}
          sx={{ minWidth: 0, px: 0.5, py: 0, fontWeight: 600 }}
        >
          {weight}
        </Button>
      )}
    </Box>
  );
}
