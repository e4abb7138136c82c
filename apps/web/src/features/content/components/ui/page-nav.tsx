import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useEffect } from 'react';

/**
 * The page count of a list paged through the URL, keeping the page within it: past the last page
 * (an old link, a list that shrank, the last item of a page removed) the URL is sent to the last
 * page, so the list is never an empty page without page links.
 */
export function usePageCount(
  list: { data?: { count: number }; isPlaceholderData: boolean },
  pageSize: number,
  page: number,
  replaceWithPage: (page: number) => void,
): number {
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / pageSize)) : 1;
  // Placeholder data counts the previous query's list, not this one.
  const past = list.data !== undefined && !list.isPlaceholderData && page > pages;
  useEffect(() => {
    if (past) replaceWithPage(pages);
  });
  return pages;
}

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
