import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { readUpdatePolicy } from '../../update/update-policy.ts';

// Why the app reads an extra CA file itself: the packaged app ignores NODE_EXTRA_CA_CERTS, since its
// `nodeOptions` fuse is off (build/electron-builder.yml), and that fuse governs NODE_EXTRA_CA_CERTS too
// (https://www.electronjs.org/docs/latest/tutorial/fuses#nodeoptions). IT names the file in its policy
// (`extraCaFile`), writable by administrators only; a variable any user or program can set does not count.

/** The certificates of a PEM text, each one parsed (a block that is no certificate is left out). */
export function certificatesOf(pem: string): { certificates: string[]; unreadable: number } {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [];
  const certificates: string[] = [];
  let unreadable = 0;
  for (const block of blocks) {
    try {
      new X509Certificate(block);
      certificates.push(`${block}\n`);
    } catch {
      unreadable += 1;
    }
  }
  return { certificates, unreadable };
}

/**
 * The CAs of the file IT's policy names (`extraCaFile`, PEM), trusted beside Node's bundle and the system
 * store. A file that is missing, unreadable or holds no certificate is warned about (by the error code
 * and counts only: the path is IT's, and may hold a user's name) and adds nothing; it never stops the app.
 */
export async function readPolicyExtraCas(
  policyPaths: readonly string[],
  warn: (line: string) => void,
  read: (path: string) => Promise<string> = (path) => readFile(path, 'utf8'),
): Promise<string[]> {
  const policy = await readUpdatePolicy(policyPaths, read);
  const file = policy.kind === 'policy' ? policy.policy.extraCaFile : undefined;
  if (!file) return [];
  let text: string;
  try {
    text = await read(file);
  } catch (error) {
    warn(
      `the extra CA file of IT's policy cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}); provider traffic trusts the usual CAs only`,
    );
    return [];
  }
  const { certificates, unreadable } = certificatesOf(text);
  if (unreadable > 0 || certificates.length === 0)
    warn(
      `the extra CA file of IT's policy holds ${certificates.length} certificate(s) and ${unreadable} unreadable block(s)`,
    );
  return certificates;
}
