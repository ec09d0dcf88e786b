import { describe, expect, it } from 'vitest';
import { makeTestCa } from '../../../tests/support/test-ca.ts';
import { certificatesOf, readPolicyExtraCas } from './extra-cas.ts';

describe("IT's extra CA file", () => {
  it('reads every certificate of a PEM bundle, and counts a damaged block apart', () => {
    const [first, second] = [makeTestCa('A').certPem, makeTestCa('B').certPem];
    const damaged = '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydA==\n-----END CERTIFICATE-----';
    const read = certificatesOf(`comment\n${first}\n${damaged}\n${second}`);
    expect(read.certificates).toHaveLength(2);
    expect(read.unreadable).toBe(1);
  });

  it('adds nothing when no policy names a file, and warns of a file without certificates', async () => {
    const warnings: string[] = [];
    expect(await readPolicyExtraCas([], (line) => warnings.push(line))).toEqual([]);
    const files: Record<string, string> = {
      '/etc/provider-desk/update-policy.json': JSON.stringify({ extraCaFile: '/etc/provider-desk/ca.pem' }),
      '/etc/provider-desk/ca.pem': 'nothing here',
    };
    const read = async (path: string): Promise<string> => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return text;
    };
    expect(
      await readPolicyExtraCas(['/etc/provider-desk/update-policy.json'], (line) => warnings.push(line), read),
    ).toEqual([]);
    expect(warnings).toEqual(["the extra CA file of IT's policy holds 0 certificate(s) and 0 unreadable block(s)"]);
  });
});
