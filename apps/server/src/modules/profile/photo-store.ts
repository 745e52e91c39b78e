import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A stored photo's name: a random UUID and the extension of its real type, nothing a client chose. */
export const photoFileName =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;

/**
 * Display photos on disk under DATA_DIR/uploads/photos. With an in-memory database (tests) they go
 * to a private temporary folder that is removed on close. Several instances must share DATA_DIR.
 */
export class PhotoStore {
  private readonly dir: string;
  private readonly temporary: boolean;

  constructor(dataDir: string | 'memory') {
    this.temporary = dataDir === 'memory';
    this.dir = this.temporary
      ? path.join(tmpdir(), `cdesk-photos-${randomUUID()}`)
      : path.resolve(dataDir, 'uploads', 'photos');
  }

  private pathOf(fileName: string): string {
    if (!photoFileName.test(fileName)) throw new Error(`Not a photo file name: ${fileName}`);
    return path.join(this.dir, fileName);
  }

  /** Writes beside the target and renames, so a reader never sees half a file. */
  async write(extension: 'jpg' | 'png', bytes: Uint8Array): Promise<string> {
    const fileName = `${randomUUID()}.${extension}`;
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const target = this.pathOf(fileName);
    const partial = `${target}.part`;
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, target);
    return fileName;
  }

  async read(fileName: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(fileName));
    } catch {
      return null;
    }
  }

  async remove(fileName: string): Promise<void> {
    await unlink(this.pathOf(fileName)).catch(() => undefined);
  }

  async close(): Promise<void> {
    if (this.temporary) await rm(this.dir, { recursive: true, force: true });
  }
}
