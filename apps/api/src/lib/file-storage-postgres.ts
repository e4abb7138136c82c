import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@aula/db';
import { checkedKey, FileExistsError, type FileStorage } from './file-storage';

/** One query per chunk, so a download never holds more than this of a file in memory. */
const CHUNK_BYTES = 1024 * 1024;

const { fileContents } = schema;

// node-postgres answers bytea as a Buffer, PGlite as a Uint8Array.
const asBuffer = (value: Uint8Array) =>
  Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/** Files in the `file_contents` table, shared by every API instance on the same database. */
export function postgresFileStorage(db: Database): FileStorage {
  async function sizeOf(key: string): Promise<number | null> {
    const [row] = await db
      .select({ size: fileContents.sizeBytes })
      .from(fileContents)
      .where(eq(fileContents.key, checkedKey(key)));
    return row ? row.size : null;
  }

  async function* chunks(key: string, start: number, end: number) {
    for (let offset = start; offset <= end; offset += CHUNK_BYTES) {
      const length = Math.min(CHUNK_BYTES, end - offset + 1);
      const [row] = await db
        .select({
          chunk: sql<Uint8Array>`substring(${fileContents.content} from ${offset + 1} for ${length})`,
        })
        .from(fileContents)
        .where(eq(fileContents.key, key));
      if (!row) throw new Error(`o arquivo ${key} foi apagado durante a leitura`);
      yield asBuffer(row.chunk);
    }
  }

  return {
    async save(key, data) {
      const saved = await db
        .insert(fileContents)
        .values({ key: checkedKey(key), content: data, sizeBytes: data.length })
        .onConflictDoNothing()
        .returning({ key: fileContents.key });
      if (saved.length === 0) throw new FileExistsError(key);
    },
    async open(key, range) {
      const size = await sizeOf(key);
      if (size === null) return null;
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? size - 1, size - 1);
      return Readable.from(chunks(key, start, end), { objectMode: false });
    },
    async has(key) {
      return (await sizeOf(key)) !== null;
    },
    async remove(key) {
      await db.delete(fileContents).where(eq(fileContents.key, checkedKey(key)));
    },
  };
}
