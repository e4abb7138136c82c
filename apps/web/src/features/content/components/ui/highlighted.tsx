import type { HighlightedText } from '@aula/contracts';
import Box from '@mui/material/Box';

/** Text with the searched words marked (`<mark>`, a pale yellow that keeps links and text readable). */
export function Highlighted({ segments }: { segments: HighlightedText }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <Box
            component="mark"
            key={index}
            sx={{ bgcolor: '#fff3bf', color: 'inherit', borderRadius: 0.5, px: 0.25 }}
          >
            {segment.text}
          </Box>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
