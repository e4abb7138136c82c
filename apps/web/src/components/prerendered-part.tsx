import {
  createContext,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

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

/** Marks content painted with its data (RevealWhenSettled on the server). */
export const REVEALED_ATTRIBUTE = 'data-revealed';

/**
 * Inside a part painted with its data: called by the content once it shows its own (RevealWhenSettled),
 * so the painted copy stays until then instead of giving way to a loading state.
 */
export const ReleasePaintedCopy = createContext<(() => void) | undefined>(undefined);

/** Past this a painted copy gives way whatever its content says (RevealWhenSettled shows by 4 s). */
const LONGEST_HOLD_MS = 5000;

const paintedWithData = (nodes: ChildNode[]) =>
  nodes.some(
    (node) =>
      node instanceof Element &&
      (node.matches(`[${REVEALED_ATTRIBUTE}]`) || node.querySelector(`[${REVEALED_ATTRIBUTE}]`) !== null),
  );

/**
 * A part of a prerendered page (build/prerender.ts) that keeps what it was painted with through the
 * app's first render and renders itself a task later. The first render over a prerendered page
 * would otherwise run all of it in one task, which on a phone holds the main thread (and a tap) for
 * a few hundred milliseconds; parts cut it in tasks, and the page looks the same all along.
 * A part the server painted with its data (a signed-in home) keeps its copy on screen, and its own
 * render hidden, until that render shows its data too (ReleasePaintedCopy).
 * Anywhere else (a later visit of the part, a page that was not prerendered) it is just its children.
 */
export function PrerenderedPart({ name, children }: { name: string; children: ReactNode }) {
  const [painted] = useState(() =>
    // Nothing painted at all where there is no page yet (the build-time render itself).
    paintedParts.size > 0 && window.location.pathname === paintedPath ? paintedParts.get(name) : undefined,
  );
  const [held] = useState(() => painted !== undefined && paintedWithData(painted));
  const [rendered, setRendered] = useState(painted === undefined);
  const [released, setReleased] = useState(painted === undefined);
  const release = useCallback(() => setReleased(true), []);
  const part = useRef<HTMLDivElement>(null);
  // Gone elsewhere meanwhile, the app shows what the painted page is not.
  const shown = held ? released || window.location.pathname !== paintedPath : rendered;
  useLayoutEffect(() => {
    if (!painted) return;
    // The first render took the painted nodes out (the part has no children yet): they go back
    // before the browser paints, the same nodes, so nothing is parsed or drawn anew. Once the part
    // shows what it rendered, they go.
    if (shown) for (const node of painted) node.remove();
    else part.current?.prepend(...painted);
  }, [painted, shown]);
  useEffect(() => {
    paintedParts.delete(name);
    if (rendered) return;
    const timer = setTimeout(() => setRendered(true));
    return () => clearTimeout(timer);
  }, [name, rendered]);
  useEffect(() => {
    if (!held || released) return;
    const timer = setTimeout(release, LONGEST_HOLD_MS);
    return () => clearTimeout(timer);
  }, [held, released, release]);
  const content = rendered ? children : null;
  return (
    // Inert until shown, like the painted page's forms and buttons: what is typed or tapped in a
    // painted copy would be lost a moment later.
    <div ref={part} data-prerendered-part={name} style={{ display: 'contents' }} inert={!shown || undefined}>
      {held ? (
        <div style={{ display: shown ? 'contents' : 'none' }}>
          <ReleasePaintedCopy.Provider value={release}>{content}</ReleasePaintedCopy.Provider>
        </div>
      ) : (
        content
      )}
    </div>
  );
}
