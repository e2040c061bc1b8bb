import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, contentTypeOfKey, type Storage } from './storage.ts';

/** Files under DATA_DIR/uploads, served by this server at /uploads/<key>. */
export function localDiskStorage(root: string, publicPrefix = '/uploads'): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    const full = path.resolve(root, key);
    // Belt and braces: the key pattern already forbids escaping the root.
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  return {
    async put(key, body) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${full}.${randomUUID()}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, full);
    },
    async get(key) {
      try {
        return { body: await readFile(resolve(key)), contentType: contentTypeOfKey(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    url: (key) => `${publicPrefix}/${key}`,
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
