import { useEffect, useState, type ReactNode } from 'react';

/** The HTML each part of the prerendered page had when the app started, by name. */
const paintedParts = new Map<string, string>();

/** Called once, before the app's first render over a prerendered page (start.tsx). */
export function keepPrerenderedParts(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-prerendered-part]')) {
    paintedParts.set(element.dataset.prerenderedPart ?? '', element.innerHTML);
  }
}

/**
 * A part of a prerendered page (build/prerender.ts) that keeps the HTML it was painted with through
 * the app's first render and renders itself a task later. The first render over a prerendered page
 * would otherwise run all of it in one task, which on a phone holds the main thread (and a tap) for
 * a few hundred milliseconds; parts cut it in tasks, and the page looks the same all along.
 * Anywhere else (a later visit of the part, a page that was not prerendered) it is just its children.
 */
export function PrerenderedPart({ name, children }: { name: string; children: ReactNode }) {
  const [painted] = useState(() => paintedParts.get(name));
  const [rendered, setRendered] = useState(painted === undefined);
  useEffect(() => {
    paintedParts.delete(name);
    if (rendered) return;
    const timer = setTimeout(() => setRendered(true));
    return () => clearTimeout(timer);
  }, [name, rendered]);
  return rendered ? (
    <div data-prerendered-part={name} style={{ display: 'contents' }}>
      {children}
    </div>
  ) : (
    // Inert like the painted page's forms and buttons: what is typed there would be lost a task later.
    <div
      data-prerendered-part={name}
      style={{ display: 'contents' }}
      inert
      dangerouslySetInnerHTML={{ __html: painted ?? '' }}
    />
  );
}
