import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { profileInputSchema } from '../../shared/ipc/profile-schema.ts';
import { ProfileStore } from './profile-store.ts';

// A profiles.json as versions before code dictionaries (and before the sign-in choice) wrote it.
const oldFile = {
  profiles: [
    {
      id: 'a1b2c3',
      name: 'Matriz',
      adminUrl: 'https://erp.provedor.example:8443',
      clientUrl: '',
      adminPrefix: 'controllrctl',
      username: 'ana',
    },
  ],
  activeId: 'a1b2c3',
};

describe('ProfileStore and code dictionaries', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'desk-profiles-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('loads a profiles.json saved before dictionaries, each profile starting from the documented codes', async () => {
    await writeFile(join(dir, 'profiles.json'), JSON.stringify(oldFile));
    const { profiles, activeId } = await new ProfileStore(dir).list();
    expect(activeId).toBe('a1b2c3');
    expect(profiles).toEqual([
      { ...oldFile.profiles[0], auth: 'session', codeDictionary: { preset: 'controllr', fields: {} } },
    ]);
  });

  it('keeps a profile whose dictionary was damaged by hand, and every other profile, readable', async () => {
    const damaged = {
      ...oldFile,
      profiles: [
        { ...oldFile.profiles[0], codeDictionary: { preset: 'nonsense', fields: 3 } },
        { ...oldFile.profiles[0], id: 'd4e5f6', name: 'Filial', codeDictionary: { preset: 'service', fields: {} } },
      ],
    };
    await writeFile(join(dir, 'profiles.json'), JSON.stringify(damaged));
    const { profiles } = await new ProfileStore(dir).list();
    expect(profiles.map((profile) => [profile.name, profile.codeDictionary.preset])).toEqual([
      ['Matriz', 'controllr'],
      ['Filial', 'service'],
    ]);
  });

  it('saves a dictionary, reads it back after a restart, and keeps it when a save sends none', async () => {
    const store = new ProfileStore(dir);
    const codeDictionary = {
      preset: 'none' as const,
      fields: { invoice_state: [{ code: 3, label: 'Estornada', cancels: true }] },
    };
    const saved = await store.save(
      profileInputSchema.parse({ name: 'Filial', adminUrl: 'http://10.0.0.2:8080', clientUrl: '', codeDictionary }),
    );
    expect((await new ProfileStore(dir).get(saved.id))?.codeDictionary).toEqual(codeDictionary);
    await store.save(
      profileInputSchema.parse({ id: saved.id, name: 'Filial 2', adminUrl: 'http://10.0.0.2:8080', clientUrl: '' }),
    );
    const reread = await new ProfileStore(dir).get(saved.id);
    expect(reread).toMatchObject({ name: 'Filial 2', codeDictionary });
    const fresh = await store.save(
      profileInputSchema.parse({ name: 'Nova', adminUrl: 'http://10.0.0.3', clientUrl: '' }),
    );
    expect(fresh.codeDictionary).toEqual({ preset: 'controllr', fields: {} });
    const file = JSON.parse(await readFile(join(dir, 'profiles.json'), 'utf8')) as { profiles: unknown[] };
    expect(file.profiles).toHaveLength(2);
  });
});
