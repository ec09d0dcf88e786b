import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OpenAppendFile } from './open-append-file.ts';

describe('OpenAppendFile', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'desk-append-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('appends lines in order, moves on to another file, and goes on after a close', async () => {
    const file = new OpenAppendFile();
    const first = join(dir, 'a.jsonl');
    const second = join(dir, 'b.jsonl');
    await file.append(first, 'one\n');
    await file.append(first, 'twø\n');
    await file.append(second, 'three\n');
    await file.close();
    await file.append(first, 'four\n');
    await file.close();
    expect(await readFile(first, 'utf8')).toBe('one\ntwø\nfour\n');
    expect(await readFile(second, 'utf8')).toBe('three\n');
    if (process.platform !== 'win32') expect((await stat(first)).mode & 0o777).toBe(0o600);
  });

  it('refuses a file that cannot be opened, and opens it again by name on the next append', async () => {
    const file = new OpenAppendFile();
    const path = join(dir, 'later', 'c.jsonl');
    await expect(file.append(path, 'lost\n')).rejects.toThrow();
    await mkdir(join(dir, 'later'));
    await file.append(path, 'kept\n');
    await file.close();
    expect(await readFile(path, 'utf8')).toBe('kept\n');
  });
});
