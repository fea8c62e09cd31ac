// `npm run inquiries:export` writes personal data: its CSV is readable by its owner only.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let work: string;

beforeAll(async () => {
  // An empty working directory: the script reads the (absent) local store there and writes a header-only CSV.
  work = await mkdtemp(join(tmpdir(), 'export-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function exportTo(out: string): Promise<void> {
  await promisify(execFile)(process.execPath, [join(root, 'scripts/export-inquiries.ts'), '--out', out], {
    cwd: work,
  });
}

describe('inquiries:export', () => {
  it('writes the CSV with mode 0600', async () => {
    const out = join(work, 'new.csv');
    await exportTo(out);
    expect((await stat(out)).mode & 0o777).toBe(0o600);
  });

  it('makes an existing world-readable file private before writing leads into it', async () => {
    const out = join(work, 'existing.csv');
    await writeFile(out, 'old', { mode: 0o644 });
    await exportTo(out);
    expect((await stat(out)).mode & 0o777).toBe(0o600);
  });
});
