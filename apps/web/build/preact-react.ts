/**
 * What `react` is in the production build: Preact's compatibility layer (~4 KB instead of React
 * DOM's ~50 KB on every first visit, issue 49), made to behave like React 19 where the app relies on
 * it. Tests and `vite dev` run on React itself; the e2e suite runs on this build.
 */
import { createElement, options, type ComponentChildren, type VNode } from 'preact';
import { useCallback, useLayoutEffect, useRef } from 'preact/compat';

// @ts-expect-error preact/compat's types are `export =`; the module itself has named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

/** React 19.2's useEffectEvent: a stable function that always calls the latest `handler`. */
export function useEffectEvent<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latestRef = useRef(handler);
  useLayoutEffect(() => {
    latestRef.current = handler;
  });
  return useCallback((...args: Args) => latestRef.current(...args), []);
}

/** Preact's internal names (mangled in its build) of the hook run before a vnode is diffed, and of forwardRef's mark. */
type PreactInternals = { __b?: (vnode: VNode) => void };
type ComponentType = ((...args: never[]) => unknown) & { __f?: boolean };

/**
 * React 19 passes `ref` to a function component as a prop (react-hook-form's `register` spread on a
 * field component relies on it); Preact keeps it for itself. Moved into the props at diff time, as
 * compat does for forwardRef, so an element's `ref` still reads as before until then.
 */
const internals = options as typeof options & PreactInternals;
const diffBefore = internals.__b;
internals.__b = (vnode) => {
  const type = vnode.type as ComponentType | string;
  if (vnode.ref && typeof type === 'function' && !type.prototype?.render && !type.__f) {
    (vnode.props as { ref?: unknown }).ref = vnode.ref;
    (vnode as { ref: unknown }).ref = null;
  }
  diffBefore?.(vnode);
};

/** Preact's internal names (mangled in its build) of a vnode's DOM node and of its children. */
type RenderedVNode = VNode & { __e?: Node | null; __k?: (RenderedVNode | null)[] | null };

/**
 * React writes the text of an element whose only child is text as the element's whole text, so
 * whatever typing did inside an editable element is replaced. Preact updates the text node it made,
 * which typing into a `contentEditable` (MUI's date fields: each of dd, mm, aaaa is one) may have
 * replaced: the field would show the value of one keystroke before. Here the element's text is made
 * what was rendered, and Preact is given the node now there.
 */
const diffedBefore = options.diffed;
options.diffed = (vnode) => {
  diffedBefore?.(vnode);
  const { __e: dom, __k: children } = vnode as RenderedVNode;
  const props = vnode.props as { contentEditable?: unknown; children?: unknown };
  const text = props.children;
  if (typeof vnode.type !== 'string' || !props.contentEditable || !dom) return;
  if (typeof text !== 'string' && typeof text !== 'number') return;
  if (dom.textContent === String(text) && dom.firstChild === children?.[0]?.__e) return;
  dom.textContent = String(text);
  if (children?.[0]) children[0].__e = dom.firstChild;
};

/** The page titles on screen, in the order they appeared; the last one is the document's. */
const titles: { text: string }[] = [];
let firstTitle: string | undefined;
/** Set while DocumentTitle draws its own `<title>`, which must stay one. */
let drawingTitle = false;

/**
 * React 19 renders a `<title>` anywhere outside an `<svg>` into the document's head (the screens name
 * themselves that way); here it sets `document.title` while it is on screen, and on leaving gives it
 * back to the title shown before it. The element is still drawn (hidden, as any `<title>`), so that
 * one inside an `<svg>` remains the drawing's name.
 */
function DocumentTitle({ children }: { children?: ComponentChildren }) {
  const text = ([] as unknown[]).concat(children ?? []).join('');
  const element = useRef<Element>(null);
  useLayoutEffect(() => {
    if (element.current instanceof SVGElement) return undefined;
    const entry = { text };
    firstTitle ??= document.title;
    titles.push(entry);
    document.title = text;
    return () => {
      titles.splice(titles.indexOf(entry), 1);
      document.title = titles.at(-1)?.text ?? firstTitle ?? '';
    };
  }, [text]);
  // Only around the createElement below: options.vnode must leave this one `<title>` as it is.
  // eslint-disable-next-line react-hooks/globals
  drawingTitle = true;
  try {
    return createElement('title', { ref: element }, children);
  } finally {
    drawingTitle = false;
  }
}

const vnodeCreated = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === 'title' && !drawingTitle) (vnode as { type: unknown }).type = DocumentTitle;
  // To React a field whose `value` is undefined is uncontrolled (MUI's inputs always pass the key);
  // compat would empty such a textarea on every render, wiping what was typed.
  const props = vnode.props as { value?: unknown };
  if (typeof vnode.type === 'string' && 'value' in props && props.value == null) delete props.value;
  vnodeCreated?.(vnode);
};

/**
 * A click on a checkbox or radio, from the click until its change event has been handled. Preact
 * re-renders a controlled input from the DOM's state, so a render inside the click (MUI's Rating
 * clears its value there, before the change sets the new one) would uncheck the box the browser has
 * just checked, and the browser would then send no change at all. React waits for the change; so
 * do these renders.
 */
let clickOnToggle = false;
let heldRenders: (() => void)[] = [];

function releaseRenders(): void {
  clickOnToggle = false;
  const renders = heldRenders;
  heldRenders = [];
  for (const render of renders) render();
}

const isToggle = (target: EventTarget | null) =>
  target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');

window.addEventListener(
  'click',
  (event) => {
    if (!isToggle(event.target)) return;
    clickOnToggle = true;
    // A cancelled click sends no change.
    setTimeout(releaseRenders);
  },
  true,
);
window.addEventListener('change', (event) => {
  if (clickOnToggle && isToggle(event.target)) queueMicrotask(releaseRenders);
});

options.debounceRendering = (render) => {
  void Promise.resolve().then(() => (clickOnToggle ? heldRenders.push(render) : render()));
};

/**
 * React runs the effects of a render caused by an input event before the next event is handled;
 * Preact runs them after the next frame, so on a slow phone several keystrokes could be handled
 * before them (MUI's date fields then lost digits typed quickly). Run right after each render.
 */
(options as { requestAnimationFrame?: (flush: () => void) => void }).requestAnimationFrame = (flush) =>
  queueMicrotask(flush);
