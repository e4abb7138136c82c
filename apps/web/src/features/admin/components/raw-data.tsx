import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** Pretty JSON when the text is JSON, the text itself otherwise. */
function prettyJson(value: unknown) {
  if (typeof value !== 'string') return JSON.stringify(value, null, 2) ?? '';
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

export function CodeBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      sx={{
        m: 0,
        p: 2,
        bgcolor: 'grey.100',
        borderRadius: 1,
        overflow: 'auto',
        maxHeight: 480,
        fontSize: 13,
      }}
    >
      {prettyJson(value)}
    </Box>
  );
}

/**
 * The provider's raw data, folded below the readable summary: it is for the rare check the summary
 * does not answer.
 */
export function RawDataAccordion({
  title = 'Dados brutos do provedor',
  blocks,
}: {
  title?: string;
  blocks: { label: string; value: unknown }[];
}) {
  const id = useId();
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slots={{ heading: 'h2' }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-conteudo`} id={`${id}-titulo`}>
        <Typography variant="h6" component="span">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-conteudo`}>
        <Stack spacing={2}>
          {blocks.map((block) => (
            <Box key={block.label}>
              {blocks.length > 1 && (
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {block.label}
                </Typography>
              )}
              <CodeBlock value={block.value} label={block.label} />
            </Box>
          ))}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
