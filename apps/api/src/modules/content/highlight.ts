import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { HighlightedText } from '@aula/contracts';
import type { Database } from '@aula/db';

/** What PostgreSQL's parser takes for a word, near enough for marking the words a search found. */
const WORD = /[\p{L}\p{N}]+/gu;

type StemsOf = (word: string) => readonly string[];

/**
 * The lexemes of single words under the 'aula_pt' configuration (unaccent + Portuguese stemming),
 * asked of PostgreSQL once per word and kept: they depend on the word alone, and a catalogue's
 * titles repeat few words, so marking a page of results usually asks nothing.
 */
export function wordStemmer(db: Database) {
  const known = new LRUCache<string, readonly string[]>({ max: 50_000 });
  return async function stemsOf(texts: Iterable<string>): Promise<StemsOf> {
    const missing = new Set<string>();
    for (const text of texts) {
      for (const [word] of text.toLowerCase().matchAll(WORD)) if (!known.has(word)) missing.add(word);
    }
    if (missing.size > 0) {
      // Words hold only letters and digits, so quoting each is all an array literal needs.
      const list = `{${[...missing].map((word) => `"${word}"`).join(',')}}`;
      const { rows } = await db.execute<{ word: string; stems: string[] }>(
        sql`select w as word, array(select lexeme from unnest(to_tsvector('aula_pt', w))) as stems
          from unnest(${list}::text[]) w`,
      );
      for (const row of rows) known.set(row.word, row.stems);
    }
    return (word) => known.get(word.toLowerCase()) ?? [];
  };
}

/**
 * `text` in segments, the words a search found marked: a word matches when one of its lexemes
 * starts with one of the search's (every searched word is a prefix), as `ts_headline` marks them.
 */
export function highlight(text: string, lexemes: readonly string[], stemsOf: StemsOf): HighlightedText {
  const segments: HighlightedText = [];
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += part;
    else segments.push({ text: part, match });
  };
  let end = 0;
  for (const found of text.matchAll(WORD)) {
    const word = found[0];
    const match = stemsOf(word).some((stem) => lexemes.some((lexeme) => stem.startsWith(lexeme)));
    push(text.slice(end, found.index), false);
    push(word, match);
    end = found.index + word.length;
  }
  push(text.slice(end), false);
  return segments;
}
