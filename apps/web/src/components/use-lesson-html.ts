import { useMemo } from 'react';
import { playVideoPoster, presentLessonHtml } from '@/lib/lesson-html';

/** Props of the element that shows lesson HTML: images at the size shown, videos loaded when tapped. */
export function useLessonHtml(html: string) {
  const __html = useMemo(() => presentLessonHtml(html), [html]);
  return { dangerouslySetInnerHTML: { __html }, onClick: playVideoPoster };
}
