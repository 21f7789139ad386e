import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Public files (product images, slides, the catalogue PDF) are served under `/uploads/`; private
 * ones (customers' approval forms) only through routes that check who asks.
 */
export type Visibility = 'public' | 'private';

export interface StoredFile {
  visibility: Visibility;
  /** Slash-separated, no leading slash, e.g. `approval-forms/12/3f9c….pdf`. */
  key: string;
  /** `/uploads/<key>` for public files, null for private ones. */
  url: string | null;
}

/** DESIGN.md "Uploads": a small interface, a local directory by default, S3 when configured. */
export interface FileStorage {
  put(visibility: Visibility, key: string, data: Buffer): Promise<StoredFile>;
  /** null when there is no such file. */
  get(visibility: Visibility, key: string): Promise<Buffer | null>;
  remove(visibility: Visibility, key: string): Promise<void>;
}

const safeKey = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]{0,300}$/;

/** A key the storage accepts: no `..`, no leading dot or slash, a plain character set. */
export const isSafeStorageKey = (key: string) => safeKey.test(key);

/** Files on the local disk: public ones under the uploads directory, private ones beside it. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly roots: { public: string; private: string }) {}

  private file(visibility: Visibility, key: string): string {
    if (!safeKey.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.roots[visibility], ...key.split('/'));
  }

  async put(visibility: Visibility, key: string, data: Buffer): Promise<StoredFile> {
    const file = this.file(visibility, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    return { visibility, key, url: visibility === 'public' ? `/uploads/${key}` : null };
  }

  async get(visibility: Visibility, key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(visibility, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(visibility: Visibility, key: string): Promise<void> {
    await rm(this.file(visibility, key), { force: true });
  }
}
