import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url));
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'web-main-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('npm run web (main.ts)', () => {
  it('prints the address as a JSON line, answers the contract there, and stops on SIGTERM', async () => {
    const dataDir = join(root, 'data');
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PROVIDER_DESK_')));
    const child = spawn(process.execPath, [mainPath, '--data-dir', dataDir, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env,
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    try {
      const firstLine = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout }).once('line', resolve);
        child.once('exit', (code) => reject(new Error(`main.ts stopped (${code ?? 'no code'}): ${stderr}`)));
      });
      const { url } = JSON.parse(firstLine) as { url: string };
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#token=[A-Za-z0-9_-]{43}$/);
      expect(stderr).toContain(`Provider Desk (browser mode): open ${url}`);
      const address = new URL(url);
      const token = address.hash.slice('#token='.length);
      const answer = await request(`${address.origin}/api/call`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-desk-token': token },
        body: JSON.stringify({ channel: 'app:info', input: {} }),
      });
      const version = (
        JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
      ).version;
      expect(await answer.body.json()).toEqual({
        ok: true,
        data: { version, host: 'browser', platform: process.platform, secretsAvailable: false },
      });
      expect((await stat(dataDir)).isDirectory()).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
