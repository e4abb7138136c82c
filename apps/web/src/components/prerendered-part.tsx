import {
  createContext,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

interface PaintedPart {
  nodes: ChildNode[];
  /** Painted with its data (a signed-in home rendered by the server): kept until the app shows its own. */
  withData: boolean;
}

/** The nodes each part of the prerendered page was painted with when the app started, by name. */
const paintedParts = new Map<string, PaintedPart>();
/** The page they were painted for: a screen the app opens instead (a redirect) does not use them. */
let paintedPath = '';

/** Called once, before the app's first render over a prerendered page (start.tsx). */
export function keepPrerenderedParts(root: HTMLElement): void {
  paintedPath = window.location.pathname;
  for (const element of root.querySelectorAll<HTMLElement>('[data-prerendered-part]')) {
    const nodes = [...element.childNodes];
    const withData = element.querySelector(`[${REVEALED_ATTRIBUTE}]`) !== null;
    if (withData) renameIds(nodes);
    paintedParts.set(element.dataset.prerenderedPart ?? '', { nodes, withData });
  }
}

const ID_REFERENCES = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'];

/**
 * A copy painted with its data stays on the page beside the app's own render of it (hidden) for a
 * while: its ids, and what in it refers to them, take a suffix, so no id is on the page twice.
 */
function renameIds(nodes: ChildNode[]) {
  const elements = nodes.flatMap((node) =>
    node instanceof Element ? [node, ...node.querySelectorAll('*')] : [],
  );
  const renamed = new Map<string, string>();
  for (const element of elements) {
    if (!element.id) continue;
    renamed.set(element.id, `${element.id}-pintado`);
    element.id = `${element.id}-pintado`;
  }
  for (const element of elements) {
    for (const attribute of ID_REFERENCES) {
      const ids = element.getAttribute(attribute);
      if (ids)
        element.setAttribute(
          attribute,
          ids
            .split(/\s+/)
            .map((id) => renamed.get(id) ?? id)
            .join(' '),
        );
    }
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
  const held = painted?.withData === true;
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
    if (shown) for (const node of painted.nodes) node.remove();
    else part.current?.prepend(...painted.nodes);
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
    // Inert until rendered, like the painted page's forms and buttons: what is typed or tapped in a
    // painted copy would be lost a task later. A copy kept longer, with its data, is read (a screen
    // reader finds it) and its links work; its forms and buttons stay inert.
    <div
      ref={part}
      data-prerendered-part={name}
      style={{ display: 'contents' }}
      inert={!rendered || undefined}
    >
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
