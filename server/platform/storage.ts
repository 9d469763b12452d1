import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Local default: a folder under DATA_DIR/files; S3-compatible storage
 * (s3-storage.ts) when S3_ENDPOINT and S3_BUCKET are set. Keys are relative paths like `photos/12/abc.webp` — never
 * taken
 * from user input without validation.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Deletes every file under a prefix (account deletion). */
  deletePrefix(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`unsafe storage key: ${key}`);
}

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      try {
        await fs.writeFile(tmp, data);
        await fs.rename(tmp, file);
      } catch (error) {
        // A full disk (ENOSPC) leaves part of the file behind: remove it, then report the failure.
        await fs.rm(tmp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      assertSafeKey(prefix);
      await fs.rm(path.join(root, prefix), { recursive: true, force: true });
    },
  };
}
