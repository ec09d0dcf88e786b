import { describe, expect, it } from 'vitest';
import { dossierFixture } from './dossier-fixture.ts';
import { dossierSchema } from './dossier-schema.ts';

describe('dossierSchema', () => {
  it('accepts a whole dossier and keeps every field the server sent', () => {
    const parsed = dossierSchema.parse(dossierFixture());
    expect(parsed.client.cli_addr_address).toBe('Rua Três Corações');
    expect(parsed.clientArea.status).toBe('included');
  });

  it('accepts a dossier without the client area, saying why', () => {
    const dossier = { ...dossierFixture(), clientArea: { status: 'no-username' } };
    expect(dossierSchema.safeParse(dossier).success).toBe(true);
    const notOpened = { ...dossierFixture(), clientArea: { status: 'not-opened', username: 'conceicao.ag' } };
    expect(dossierSchema.safeParse(notOpened).success).toBe(true);
  });

  it('refuses a client password, a list missing rows, a wrong version, a bad date and unknown top-level fields, naming where', () => {
    const issuesOf = (value: unknown) =>
      dossierSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    const base = dossierFixture();
    expect(issuesOf({ ...base, client: { ...base.client, client_password: 'segredo123' } })).toEqual([
      'client.client_password',
    ]);
    if (base.clientArea.status !== 'included') throw new Error('the fixture holds the client area');
    const short = { ...base.clientArea, invoices: { total: 3, rows: base.clientArea.invoices.rows } };
    expect(issuesOf({ ...base, clientArea: short })).toEqual(['clientArea.invoices']);
    expect(issuesOf({ ...base, version: 2 })).toEqual(['version']);
    expect(issuesOf({ ...base, generatedAt: '25/11/2026' })).toEqual(['generatedAt']);
    expect(issuesOf({ ...base, extra: 1 })).toEqual(['']);
  });

  it('round-trips through JSON text unchanged', () => {
    const text = JSON.stringify(dossierFixture());
    expect(dossierSchema.parse(JSON.parse(text))).toEqual(dossierFixture());
  });
});
