import type { Page } from 'playwright-core';

/** The narrowest phone the product supports. */
export const smallPhone = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
} as const;

/**
 * Waits until the screen has stopped loading: the main region is shown, no skeleton, progress bar or
 * busy region is visible, and the text has stayed the same for two checks in a row. Returns false
 * when it never settled.
 */
export async function settle(page: Page, timeout = 15_000): Promise<boolean> {
  try {
    await page.locator('#conteudo').first().waitFor({ state: 'visible', timeout });
    await page.waitForFunction(
      () => {
        // A progress bar with a value is a meter (e.g. students used of the plan), not loading.
        const busy = Array.from(
          document.querySelectorAll(
            '.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]',
          ),
        ).some((element) => element.getClientRects().length > 0);
        const state = window as unknown as { __lastText?: number | null };
        const text = busy ? null : document.body.innerText.length;
        const stable = text !== null && state.__lastText === text;
        state.__lastText = text;
        return stable;
      },
      undefined,
      { polling: 150, timeout },
    );
    return true;
  } catch {
    return false;
  }
}

/** How many pixels the page is wider than the viewport it was given (0 or less: it fits). */
export function overflowPixels(page: Page): Promise<number> {
  // A mobile browser zooms out to fit a page that is too wide, and then window.innerWidth grows
  // with it; the viewport the page was given is the width that must not be exceeded.
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((viewport) => document.documentElement.scrollWidth - viewport, width);
}

/**
 * What makes the screen scroll sideways at the current viewport: the page itself and every open
 * full-screen dialog count as "screens" (a dialog scrolls inside its own paper). Boxes that scroll
 * or clip on their own (wide tables in a scroll container) are allowed and not reported.
 * Returns one line per overflowing screen, naming the outermost and the widest offending elements.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  // A mobile browser zooms out to fit a page that is too wide, and then window.innerWidth grows
  // with it; the viewport the page was given is the width that must not be exceeded.
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((width) => {
    const describe = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const classes = Array.from(element.classList)
        .filter((name) => !name.startsWith('css-'))
        .slice(0, 3);
      const label = element.getAttribute('aria-label');
      const text = ((element as HTMLElement).innerText ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60);
      return (
        `<${element.tagName.toLowerCase()}${classes.map((name) => `.${name}`).join('')}>` +
        `${label ? ` [${label}]` : ''}${text ? ` “${text}”` : ''}` +
        ` (x ${Math.round(rect.left)}–${Math.round(rect.right)} px)`
      );
    };
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const screens: { root: Element; right: number; scrolls: boolean; name: string }[] = [
      {
        root: document.documentElement,
        right: width,
        scrolls: document.documentElement.scrollWidth > width,
        name: `a página (${document.documentElement.scrollWidth} px de largura)`,
      },
      ...Array.from(document.querySelectorAll('.MuiDialog-paper'))
        .filter((paper) => paper.getClientRects().length > 0)
        .map((paper) => ({
          root: paper,
          right: paper.getBoundingClientRect().right,
          scrolls: paper.scrollWidth > paper.clientWidth + 1,
          name: `o diálogo “${(paper.querySelector('h2')?.textContent ?? '').trim()}” (${paper.scrollWidth} px de conteúdo em ${paper.clientWidth} px)`,
        })),
    ];
    const reports: string[] = [];
    for (const screen of screens) {
      if (!screen.scrolls) continue;
      // Elements past the right edge whose overflow is not contained by a box between them and the
      // screen. Fixed bars only follow the zoomed-out viewport, so they are not the cause.
      const depth = new Map<Element, number>();
      const offending = Array.from(screen.root.querySelectorAll('*')).filter((element) => {
        if (element.getClientRects().length === 0) return false;
        if (element.getBoundingClientRect().right <= screen.right + 1) return false;
        let levels = 0;
        for (let node: Element | null = element; node && node !== screen.root; node = node.parentElement) {
          if (node !== element && node !== document.body && clips(node)) return false;
          if (getComputedStyle(node).position === 'fixed' && screen.root === document.documentElement)
            return false;
          levels += 1;
        }
        depth.set(element, levels);
        return true;
      });
      const outermost = offending.filter((element) => !offending.includes(element.parentElement as Element));
      // The deepest of the elements reaching furthest right is usually the one to fix.
      const widest = [...offending].sort(
        (a, b) =>
          Math.round(b.getBoundingClientRect().right) - Math.round(a.getBoundingClientRect().right) ||
          (depth.get(b) ?? 0) - (depth.get(a) ?? 0),
      )[0];
      const culprits = [...new Set([...outermost.slice(0, 3), ...(widest ? [widest] : [])])];
      reports.push(
        `${screen.name} rola para o lado: ${culprits.map(describe).join('; ') || 'nenhum elemento visível identificado'}`,
      );
    }
    return reports;
  }, width);
}

/**
 * Common interface English that must never reach a screen. Words that are also Portuguese (Total,
 * Continue, No, login, link, e-mail, online…) are left out on purpose.
 */
const ENGLISH_CAPITALISED = [
  'Loading',
  'Error',
  'Submit',
  'Cancel',
  'Save',
  'Delete',
  'Edit',
  'Search',
  'Next',
  'Previous',
  'Back',
  'Close',
  'Settings',
  'Dashboard',
  'Logout',
  'Log in',
  'Log out',
  'Sign in',
  'Sign up',
  'Sign out',
  'Password',
  'Username',
  'Name',
  'Actions',
  'Date',
  'Page',
  'Rows',
  'Home',
  'Yes',
  'Show',
  'Hide',
  'Add',
  'Remove',
  'Upload',
  'Confirm',
  'Apply',
  'Clear',
  'Filter',
  'Filters',
  'Export',
  'Print',
  'Share',
  'Copy',
  'Send',
  'Retry',
  'Try again',
  'Today',
  'Select',
  'Choose',
  'Sort',
  'Month',
  'Year',
  'Week',
  'Details',
  'Welcome',
  'Please',
  'Sorry',
  'Required',
  'Optional',
  'Unknown',
  'Invalid Date',
  'Not found',
  'Something went wrong',
  'NaN',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'Feb',
  'Apr',
  'Aug',
  'Sep',
  'Oct',
  'Dec',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'Mon',
  'Tue',
  'Wed',
  'Thu',
  'Fri',
  'Sat',
  'Sun',
  // Staff jargon: the screens say "eventos de webhook" and "receita recorrente mensal".
  'Webhooks',
  'MRR',
];

/** English in any case: none of these is a Portuguese word either way. */
const ENGLISH_ANY_CASE = [
  'of',
  'per',
  'the',
  'and',
  'with',
  'your',
  'you',
  'status',
  'paid',
  'pending',
  'failed',
  'active',
  'inactive',
  'canceled',
  'cancelled',
  'expired',
  'refunded',
  'trialing',
  'past_due',
  'unpaid',
  'overdue',
  'processing',
  'succeeded',
  'success',
  'charge',
  'charges',
  'invoice',
  'invoices',
  'subscription',
  'subscriptions',
  'payment',
  'payments',
  'order',
  'orders',
  'customer',
  'plan',
  'card',
  'amount',
  'created',
  'updated',
  'deleted',
  'signups',
  'revenue',
  'users',
  'count',
  'value',
  'true',
  'false',
  'null',
  'undefined',
];

/** Names that are not translated; removed from the text before it is checked. */
const ALLOWED = ['Pagar.me', 'BNCC', 'PDF', 'QR', 'Google', 'YouTube', 'Visa', 'Mastercard', 'CSV'];

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Letters, digits, "_" and "-" glue a word to its neighbours ("e-mail" is not "mail").
const whole = (words: string[], flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}_-])`, flags);
const capitalised = whole(ENGLISH_CAPITALISED, 'gu');
const anyCase = whole(ENGLISH_ANY_CASE, 'giu');
const allowed = new RegExp(ALLOWED.map(escape).join('|'), 'g');

/** The English words in a text, each with a little of its context. */
function englishIn(text: string): string[] {
  const clean = text.replace(allowed, ' ');
  const found: string[] = [];
  for (const pattern of [capitalised, anyCase]) {
    for (const match of clean.matchAll(pattern)) {
      const start = Math.max(0, match.index - 25);
      const context = clean
        .slice(start, match.index + match[0].length + 25)
        .replace(/\s+/g, ' ')
        .trim();
      found.push(`“${match[0]}” em “…${context}…”`);
    }
  }
  return [...new Set(found)];
}

/**
 * The words a person meets on the screen: the visible text and the accessible names, labels and
 * placeholders of visible elements. Raw data shown as code (a webhook's JSON body) is left out.
 */
function visibleWords(page: Page): Promise<{ text: string; attributes: string[] }> {
  return page.evaluate(() => {
    let text = document.body.innerText;
    for (const code of Array.from(document.querySelectorAll('pre, code'))) {
      const raw = (code as HTMLElement).innerText;
      if (raw) text = text.replace(raw, ' ');
    }
    const attributes: string[] = [];
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    )) {
      if (element.getClientRects().length === 0 || element.closest('pre, code')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) attributes.push(value);
      }
    }
    return { text, attributes };
  });
}

/** English found in the text and in the attributes of the screen. */
export async function englishOnScreen(page: Page): Promise<string[]> {
  const { text, attributes } = await visibleWords(page);
  return [
    ...englishIn(text),
    ...attributes.flatMap((value) => englishIn(value).map((hit) => `${hit} (atributo)`)),
  ];
}

/** Whether two boxes overlap (e.g. a toast over the app bar). */
export async function overlaps(page: Page, first: string, second: string): Promise<boolean> {
  return page.evaluate(
    ([a, b]) => {
      const boxA = document.querySelector(a!)?.getBoundingClientRect();
      const boxB = document.querySelector(b!)?.getBoundingClientRect();
      if (!boxA || !boxB) return false;
      return (
        boxA.left < boxB.right && boxB.left < boxA.right && boxA.top < boxB.bottom && boxB.top < boxA.bottom
      );
    },
    [first, second],
  );
}
