import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { checkedKey, FileExistsError, type FileStorage } from './file-storage';

const isCode = (error: unknown, code: string) => (error as { code?: unknown } | null)?.code === code;

/** Files under `root` (DATA_DIR/uploads by default), one file per key. */
export function diskFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, checkedKey(key)));
    if (!path.startsWith(base + sep)) throw new Error(`chave de arquivo inválida: ${key}`);
    return path;
  };
  const has = async (key: string) => {
    try {
      return (await stat(pathOf(key))).isFile();
    } catch (error) {
      if (isCode(error, 'ENOENT')) return false;
      throw error;
    }
  };
  return {
    has,
    async save(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await writeFile(path, data, { flag: 'wx', mode: 0o640 });
      } catch (error) {
        throw isCode(error, 'EEXIST') ? new FileExistsError(key) : error;
      }
    },
    async open(key, range) {
      if (!(await has(key))) return null;
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
