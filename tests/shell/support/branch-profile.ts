import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A fresh user data folder whose active profile ("Filial") is the given server, as the profile form would save it:
 * the start of every shell test that signs in to a server of its own.
 */
export async function userDataWithBranch(
  addresses: { adminUrl: string; clientUrl: string },
  prefix: string,
  username = 'admin',
): Promise<string> {
  const userData = await mkdtemp(join(tmpdir(), prefix));
  const profile = { id: 'branch', name: 'Filial', ...addresses, adminPrefix: 'admin_ctl', username };
  await writeFile(join(userData, 'profiles.json'), JSON.stringify({ profiles: [profile], activeId: 'branch' }));
  return userData;
}
