import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRouteChunks } from './bundle-map';

/** Bytes of brotli-compressed JavaScript: `target` is issue 49's figure, `limit` fails the build. */
export interface Budget {
  target: number;
  limit: number;
}

/**
 * The JavaScript of a page's first visit (the entry, the app and the route's modules with everything
 * they import statically), brotli-compressed, against its budget. A build with a page over its limit
 * fails, and so does the e2e check that reads the same budgets (e2e/specs/bundle-budget.spec.ts).
 * Every page starts from ~140 KB: Preact with React Router (~37 KB, see build/preact-react.ts), zod
 * (~24 KB), TanStack Query, emotion + MUI's system (~21 KB) and MUI's theme and base components.
 */
export const BUDGETS = {
  /** The landing page (/), where most visits begin: 148.5 KB. */
  landing: { target: 200_000, limit: 200_000 },
  /**
   * The other pages a family or a teacher opens first, often on a phone and a prepaid plan: login
   * (179.1 KB), the teacher's signup (179.8 KB), the class-code pages (147.9-182.2 KB) and the
   * family's link pages (144.9-176.5 KB).
   */
  entry: { target: 200_000, limit: 200_000 },
  /** Where a student lands every day: 188.5 KB. */
  studentHome: { target: 200_000, limit: 200_000 },
  /** The teacher's home carries the most (post buttons, corrections, roll call): 197.4 KB. */
  teacherHome: { target: 250_000, limit: 250_000 },
  other: { target: 360_000, limit: 360_000 },
  /** Screens that are the reason a heavy library exists (the rich-text editor, charts). */
  heavy: { target: 450_000, limit: 450_000 },
} satisfies Record<string, Budget>;

/** A family's pages (consent, the family view, the children's data page) open from a link on a phone. */
const ENTRY_PAGES = ['login', 'signupTeacher', 'consent', 'family', 'childrenData'];
const HEAVY_PAGES = ['adminPlanLessonNew', 'adminPlanLessonEdit', 'adminReports'];

/** The budget of a `spaRoutes` name; the class-code pages (/code/…) are all named `classroomCode…`. */
export function budgetOf(name: string): Budget {
  if (name === 'home') return BUDGETS.landing;
  if (ENTRY_PAGES.includes(name) || name.startsWith('classroomCode')) return BUDGETS.entry;
  if (name === 'studentHome') return BUDGETS.studentHome;
  if (name === 'teacherHome') return BUDGETS.teacherHome;
  if (HEAVY_PAGES.includes(name)) return BUDGETS.heavy;
  return BUDGETS.other;
}

export interface PageWeight {
  name: string;
  files: string[];
  brotli: number;
  gzip: number;
  raw: number;
  budget: Budget;
}

/** Files this small are sent as they are (see precompress.ts). */
const UNCOMPRESSED_MAX = 1024;

/** Sizes as sent: the .br and .gz files the build made beside each asset. */
function transferSizes(outDir: string, file: string) {
  const path = join(outDir, file);
  const raw = statSync(path).size;
  const sizeOf = (compressed: string) => {
    if (existsSync(compressed)) return statSync(compressed).size;
    if (raw < UNCOMPRESSED_MAX) return raw;
    throw new Error(`Falta ${compressed}: o build não pré-comprimiu.`);
  };
  return { raw, brotli: sizeOf(`${path}.br`), gzip: sizeOf(`${path}.gz`) };
}

/** Each page of .vite/route-chunks.json with its first visit's weight and its limit. */
export function pageWeights(outDir: string): PageWeight[] {
  const routes = readRouteChunks(outDir);
  return Object.entries(routes).map(([name, files]) => {
    const total = { raw: 0, brotli: 0, gzip: 0 };
    for (const file of files) {
      const size = transferSizes(outDir, file);
      total.raw += size.raw;
      total.brotli += size.brotli;
      total.gzip += size.gzip;
    }
    return { name, files, ...total, budget: budgetOf(name) };
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** page → bytes (brotli, gzip, raw) → target and limit, then the files of each page. */
export function budgetTable(pages: PageWeight[]): string {
  const lines = ['página | brotli | gzip | sem compressão | meta | limite | arquivos'];
  for (const page of pages) {
    const { target, limit } = page.budget;
    const verdict = page.brotli > limit ? ' ESTOUROU' : page.brotli > target ? ' acima da meta' : '';
    const files = page.files.map((file) => file.replace(/^assets\//, '')).join(' ');
    lines.push(
      `${page.name} | ${kb(page.brotli)} | ${kb(page.gzip)} | ${kb(page.raw)} | ${kb(target)} | ${kb(limit)}${verdict} | ${page.files.length}: ${files}`,
    );
  }
  return lines.join('\n');
}

/** The pages over their limit, as "name: bytes". */
export function overBudget(pages: PageWeight[]): string[] {
  return pages
    .filter((page) => page.brotli > page.budget.limit)
    .map((page) => `${page.name}: ${page.brotli} B`);
}

/**
 * Run once the build is compressed: writes .vite/bundle-budget.txt (the table) and fails the build
 * when a page's first visit weighs more than its limit.
 */
export function checkBundleBudget(outDir: string): void {
  const pages = pageWeights(outDir);
  writeFileSync(join(outDir, '.vite/bundle-budget.txt'), `${budgetTable(pages)}\n`);
  const over = overBudget(pages);
  if (over.length > 0) {
    throw new Error(
      `JavaScript acima do orçamento (apps/web/build/bundle-budget.ts; tabela em dist/.vite/bundle-budget.txt):\n${over.join('\n')}`,
    );
  }
}
