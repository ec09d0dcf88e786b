import { describe, expect, it } from 'vitest';
import { noSecretBox } from '../secrets/secret-box.ts';
import { decodeLine, encodeLine, genesisHash } from './audit-lines.ts';
import { testSecretBox } from './test-box.ts';

const entry = {
  kind: 'client.create',
  client: { pk: 7, name: 'José "Zé" d\'Ávila\\\u2028' },
  changes: [{ field: 'client_observations', before: null, after: 'linha 1\nlinha 2\t<fim>' }],
  operator: 'admin',
  profileId: 'demo',
  seq: 12,
  at: '2026-12-02T10:00:00.000Z',
  prev: genesisHash,
};

describe('encodeLine', () => {
  it('writes in clear exactly the line JSON.stringify({ seq, plain }) gives, and reads it back', async () => {
    const text = JSON.stringify(entry);
    const line = await encodeLine(12, text, noSecretBox);
    expect(line).toBe(`${JSON.stringify({ seq: 12, plain: text })}\n`);
    expect(await decodeLine(line.trimEnd(), noSecretBox)).toMatchObject({ ok: true, seq: 12, text, sealed: false });
  });

  it('writes a sealed entry as { seq, sealed } and opens it again with the same key', async () => {
    const box = testSecretBox();
    const text = JSON.stringify(entry);
    const line = await encodeLine(12, text, box);
    const parsed = JSON.parse(line) as { seq: number; sealed: string };
    expect(Object.keys(parsed)).toEqual(['seq', 'sealed']);
    expect(parsed.seq).toBe(12);
    expect(line).toBe(`${JSON.stringify({ seq: 12, sealed: parsed.sealed })}\n`);
    expect(line).not.toContain('Ávila');
    expect(await decodeLine(line.trimEnd(), box)).toMatchObject({ ok: true, seq: 12, text, sealed: true });
  });
});
