import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { checkedKey, FileExistsError, type FileStorage } from './file-storage';

export interface MoveReport {
  copied: number;
  /** Already in the target: a second run copies nothing again. */
  alreadyThere: number;
  /** Files under the folder whose names are no key we ever generate. */
  ignored: string[];
  failed: { key: string; error: unknown }[];
}

async function keysUnder(dir: string): Promise<{ keys: string[]; ignored: string[] }> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return { keys: [], ignored: [] };
    throw error;
  }
  const keys: string[] = [];
  const ignored: string[] = [];
  for (const entry of entries.filter((e) => e.isFile())) {
    const key = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
    try {
      keys.push(checkedKey(key));
    } catch {
      ignored.push(key);
    }
  }
  return { keys: keys.sort(), ignored };
}

/** Copies every file of the disk uploads folder into `target` under the same key, one at a time. */
export async function moveFiles(sourceDir: string, target: FileStorage): Promise<MoveReport> {
  const { keys, ignored } = await keysUnder(sourceDir);
  const report: MoveReport = { copied: 0, alreadyThere: 0, ignored, failed: [] };
  for (const key of keys) {
    try {
      if (await target.has(key)) {
        report.alreadyThere++;
        continue;
      }
      await target.save(key, await readFile(join(sourceDir, ...key.split('/'))));
      report.copied++;
    } catch (error) {
      if (error instanceof FileExistsError) report.alreadyThere++;
      else report.failed.push({ key, error });
    }
  }
  return report;
}
