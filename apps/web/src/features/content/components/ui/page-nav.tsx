import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

/** Page links under a list; nothing when it all fits on one page. */
export function PageNav({
  label,
  pages,
  page,
  onChange,
  compact = false,
}: {
  label: string;
  pages: number;
  page: number;
  onChange: (page: number) => void;
  /** Fewer numbers around the current page (long lists on phones). */
  compact?: boolean;
}) {
  if (pages <= 1) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_, next) => onChange(next)}
        color="primary"
        siblingCount={compact ? 0 : 1}
      />
    </Box>
  );
}
