import { describe, expect, it } from 'vitest';
import { ProviderError } from '../provider/provider-error.ts';
import { redact } from './redact.ts';

const cpf = '529.982.247-25';
const email = 'ana.secreta@exemplo.com.br';

describe('redact', () => {
  it('describes values by type and length, objects by field names', () => {
    expect(
      redact({ client_pk: 7, client_doc1: cpf, client_mail: [email], extra: { nested: null }, gone: undefined }),
    ).toBe(
      '{client_pk: number, client_doc1: string(14), client_mail: array(1)[string(26)], extra: {nested: null}, gone: absent}',
    );
    expect(redact(email)).toBe('string(26)');
  });

  it('never names a field whose name could be data, and stops at a depth and a width', () => {
    expect(redact({ [email]: 1 })).toBe('{?: number}');
    expect(redact({ a: { b: { c: { d: 1 } } } })).toBe('{a: {b: {c: object(1 fields)}}}');
    expect(redact(Object.fromEntries(Array.from({ length: 45 }, (_, index) => [`f${index}`, index])))).toMatch(
      /…5 more}$/,
    );
  });

  it('quotes a ProviderError’s own words but only measures a server’s', () => {
    const server = new ProviderError('SERVER', `duplicate key (client_doc1)=(${cpf})`, {
      status: 200,
      body: JSON.stringify({ success: false, message: cpf }),
    });
    expect(redact(server)).toBe('SERVER HTTP 200 detail string(44) body json {success: boolean, message: string(14)}');
    const own = new ProviderError('PROTOCOL', 'clients: the answer has no results list', {
      ownWords: true,
      body: '<html>Ana</html>',
    });
    expect(redact(own)).toBe('PROTOCOL (clients: the answer has no results list) body html(16 chars)');
    // Nor does the error itself carry a server's words where util.inspect or String() would show them.
    expect(String(server)).toBe('ProviderError: SERVER');
    expect(Object.values(server).join(' ')).not.toContain(cpf);
  });

  it('describes another Error by name, code and frames (base names), never by its message', () => {
    const error = Object.assign(new TypeError(`bad ${email}\n    at ${cpf} (/home/ana/secret.js:1:1)`), {
      code: 'ERR_INVALID_URL',
      input: `http://x/?cpf=${cpf}`,
    });
    const text = redact(error);
    expect(text).toMatch(/^TypeError ERR_INVALID_URL at /);
    expect(text).not.toContain(email);
    expect(text).not.toContain(cpf);
    expect(text).not.toContain('/home/');
    expect(text).toMatch(/redact\.test\.ts:\d+:\d+/);
  });
});
