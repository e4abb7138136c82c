import { createRequire } from 'node:module';
import type HolidaysClass from 'date-holidays';

// Loaded by the first calendar asked for, not at start: the world's holiday rules are megabytes a
// process would hold from start to finish (and V8 sizes the heap by what it holds).
const load = createRequire(import.meta.url);
let Holidays: typeof HolidaysClass | undefined;

export interface NationalHoliday {
  date: string;
  name: string;
}

const NAMES: Record<string, string> = {
  'Corpo de Deus': 'Corpus Christi',
  'Sexta-Feira Santa': 'Sexta-feira Santa',
  'Dia do trabalhador': 'Dia do Trabalhador',
};

/**
 * Brazil's national holidays of `year` with the moveable ones (Carnaval on Monday and Tuesday,
 * Sexta-feira Santa, Corpus Christi), from date-holidays: public days and the "bank" ones schools
 * also close on; election Sundays and observances (Dia das Mães…) are left out.
 */
export function nationalHolidays(year: number): NationalHoliday[] {
  const seen = new Set<string>();
  const out: NationalHoliday[] = [];
  Holidays ??= load('date-holidays') as typeof HolidaysClass;
  for (const holiday of new Holidays('BR').getHolidays(year, 'pt')) {
    if (holiday.type !== 'public' && holiday.type !== 'bank') continue;
    if (/elei/i.test(holiday.name)) continue;
    const date = holiday.date.slice(0, 10);
    if (seen.has(date)) continue;
    seen.add(date);
    out.push({ date, name: NAMES[holiday.name] ?? holiday.name });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}
