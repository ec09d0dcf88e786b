import { readFile } from 'node:fs/promises';
import { posix, win32 } from 'node:path';
import { z } from 'zod';
import { feedUrlSchema, updateChannels } from '../../shared/ipc/contract.ts';
import { maskKindSchema } from '../../shared/ipc/privacy-schema.ts';

// IT's update policy: a JSON file an administrator puts machine-wide or beside the installation.
// It overrides the user's settings, and the page shows the pinned values read-only.

/** The policy file's name, in every location. */
export const policyFileName = 'update-policy.json';

/** What a policy file may say; unknown keys make it invalid, so a typo never silently allows updates. */
export const updatePolicySchema = z.strictObject({
  /** false turns updates off on this machine. */
  enabled: z.boolean().default(true),
  /** Pins the feed: the user's feed setting is ignored. */
  feedUrl: feedUrlSchema.optional(),
  /** Pins the channel. */
  channel: z.enum(updateChannels).optional(),
  /** Pins the idle lock's minutes without input (electron/lock): the user's setting is ignored. */
  idleLockMinutes: z.number().int().min(1).max(240).optional(),
  /** false shows personal data unmasked on this machine, true masks it whatever the user chose (electron/privacy). */
  maskPersonalData: z.boolean().optional(),
  /** Pins which kinds of personal data are masked. */
  maskedFields: z.array(maskKindSchema).max(20).optional(),
  /**
   * A PEM file of CAs provider traffic trusts beside Node's bundle and the system store (a provider's own
   * CA, an office's TLS-inspecting proxy). Why here: the packaged app ignores NODE_EXTRA_CA_CERTS
   * (electron/provider/network/extra-cas.ts).
   */
  extraCaFile: z.string().min(1).max(1024).optional(),
  /**
   * false keeps no local copy of the server's answers on this machine (issue 46, electron/cache): every copy is
   * wiped at start and none is opened at sign-in.
   */
  readCache: z.boolean().optional(),
});
/** A valid update policy. */
export type UpdatePolicy = z.infer<typeof updatePolicySchema>;

/** The policy in force: none, one read from `source`, or a file at `source` that is not valid. */
export type PolicyResult =
  | { kind: 'none' }
  | { kind: 'policy'; source: string; policy: UpdatePolicy }
  | { kind: 'invalid'; source: string; problem: string };

/** Where the app and the machine are, for the policy locations. */
export interface PolicyPlaces {
  platform: NodeJS.Platform;
  /** The running executable (process.execPath). */
  execPath: string;
  env: NodeJS.ProcessEnv;
}

/**
 * Policy files in the order they are looked for; the first one that exists wins. Machine-wide first
 * (writable by administrators only), then beside the installation. Why no "beside" on macOS: a file
 * inside the signed .app bundle would break its signature.
 */
export function policyPaths({ platform, execPath, env }: PolicyPlaces): string[] {
  const paths = platform === 'win32' ? win32 : posix;
  const dirname = (path: string): string => paths.dirname(path);
  const join = (...parts: string[]): string => paths.join(...parts);
  if (platform === 'win32') {
    const programData = env.ProgramData ?? env.PROGRAMDATA ?? 'C:\\ProgramData';
    return [join(programData, 'Provider Desk', policyFileName), join(dirname(execPath), policyFileName)];
  }
  if (platform === 'darwin') return [join('/Library/Application Support/Provider Desk', policyFileName)];
  // Linux: an AppImage runs from a temporary mount, so "beside the installation" is beside the AppImage file.
  const installDir = env.APPIMAGE ? dirname(env.APPIMAGE) : dirname(execPath);
  return [join('/etc/provider-desk', policyFileName), join(installDir, policyFileName)];
}

/** Reads the first policy file that exists; an unreadable or invalid one is reported, never ignored. */
export async function readUpdatePolicy(
  paths: readonly string[],
  read: (path: string) => Promise<string> = (path) => readFile(path, 'utf8'),
): Promise<PolicyResult> {
  for (const source of paths) {
    let text: string;
    try {
      text = await read(source);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR')
        continue;
      return { kind: 'invalid', source, problem: `cannot be read: ${(error as Error).message}` };
    }
    try {
      const parsed = updatePolicySchema.safeParse(JSON.parse(text.replace(/^\uFEFF/, '')));
      if (parsed.success) return { kind: 'policy', source, policy: parsed.data };
      return {
        kind: 'invalid',
        source,
        problem: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; '),
      };
    } catch (error) {
      return { kind: 'invalid', source, problem: `is not JSON: ${(error as Error).message}` };
    }
  }
  return { kind: 'none' };
}
