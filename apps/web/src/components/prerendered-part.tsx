import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** The nodes each part of the prerendered page was painted with when the app started, by name. */
const paintedParts = new Map<string, ChildNode[]>();
/** The page they were painted for: a screen the app opens instead (a redirect) does not use them. */
let paintedPath = '';

/** Called once, before the app's first render over a prerendered page (start.tsx). */
export function keepPrerenderedParts(root: HTMLElement): void {
  paintedPath = window.location.pathname;
  for (const element of root.querySelectorAll<HTMLElement>('[data-prerendered-part]')) {
    paintedParts.set(element.dataset.prerenderedPart ?? '', [...element.childNodes]);
  }
}

/**
 * A part of a prerendered page (build/prerender.ts) that keeps what it was painted with through the
 * app's first render and renders itself a task later. The first render over a prerendered page
 * would otherwise run all of it in one task, which on a phone holds the main thread (and a tap) for
 * a few hundred milliseconds; parts cut it in tasks, and the page looks the same all along.
 * Anywhere else (a later visit of the part, a page that was not prerendered) it is just its children.
 */
export function PrerenderedPart({ name, children }: { name: string; children: ReactNode }) {
  const [painted] = useState(() =>
    // Nothing painted at all where there is no page yet (the build-time render itself).
    paintedParts.size > 0 && window.location.pathname === paintedPath ? paintedParts.get(name) : undefined,
  );
  const [rendered, setRendered] = useState(painted === undefined);
  const part = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!painted) return;
    // The first render took the painted nodes out (the part has no children yet): they go back
    // before the browser paints, the same nodes, so nothing is parsed or drawn anew. Once the part
    // has rendered itself, they go.
    if (rendered) for (const node of painted) node.remove();
    else part.current?.prepend(...painted);
  }, [painted, rendered]);
  useEffect(() => {
    paintedParts.delete(name);
    if (rendered) return;
    const timer = setTimeout(() => setRendered(true));
    return () => clearTimeout(timer);
  }, [name, rendered]);
  return (
    // Inert until rendered, like the painted page's forms and buttons: what is typed or tapped in a
    // painted copy would be lost a task later.
    <div
      ref={part}
      data-prerendered-part={name}
      style={{ display: 'contents' }}
      inert={!rendered || undefined}
    >
      {rendered ? children : null}
    </div>
  );
}
