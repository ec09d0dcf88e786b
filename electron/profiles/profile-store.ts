import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { codeDictionarySchema, legacyCodeDictionary } from '../../shared/codes/code-dictionary.ts';
import { authModes, type Profile } from '../../shared/ipc/profile-schema.ts';
import type { profileInputSchema } from '../../shared/ipc/profile-schema.ts';
import { readJsonFile, writeJsonFile } from '../storage/json-file.ts';

/** Id of the built-in profile backed by the embedded demo provider service. */
export const demoProfileId = 'demo';

const storedProfile = z.object({
  id: z.string(),
  name: z.string(),
  adminUrl: z.string(),
  clientUrl: z.string(),
  adminPrefix: z.string(),
  username: z.string(),
  /** The one certificate the profile's addresses accept (`AB:CD:…`, SHA-256), when it pins one. */
  pinnedCertSha256: z.string().optional(),
  /** How the profile signs in; profiles saved before there was a choice sign in with a session. */
  auth: z.enum(authModes).default('session'),
  /**
   * What the server's codes mean. Profiles saved before there were dictionaries read as the deployed product's
   * documented codes (what the app showed before). Why `catch` and not only a default: a dictionary damaged by
   * hand must not make the whole file unreadable (every profile would be lost), only its own labels.
   */
  codeDictionary: codeDictionarySchema.catch(() => structuredClone(legacyCodeDictionary)),
});
/** A profile as stored (no secrets: passwords live encrypted elsewhere). */
export type StoredProfile = z.infer<typeof storedProfile>;

const fileSchema = z.object({ profiles: z.array(storedProfile), activeId: z.string().nullable() });
type ProfileFile = z.infer<typeof fileSchema>;

/** The server profiles (head office, branches) and which one is active, in `profiles.json`. */
export class ProfileStore {
  readonly #path: string;
  #data: ProfileFile | undefined;

  constructor(dir: string) {
    this.#path = join(dir, 'profiles.json');
  }

  async #load(): Promise<ProfileFile> {
    this.#data ??= await readJsonFile(this.#path, fileSchema, { profiles: [], activeId: demoProfileId });
    return this.#data;
  }

  /** Every stored profile (the demo one is added by the caller, with its live addresses). */
  async list(): Promise<{ profiles: StoredProfile[]; activeId: string | null }> {
    const data = await this.#load();
    return { profiles: [...data.profiles], activeId: data.activeId };
  }

  /** A stored profile by id. */
  async get(id: string): Promise<StoredProfile | undefined> {
    return (await this.#load()).profiles.find((profile) => profile.id === id);
  }

  /** Adds or replaces a profile; a new one gets a random id. */
  async save(input: z.output<typeof profileInputSchema>): Promise<StoredProfile> {
    const data = await this.#load();
    const id = input.id ?? randomBytes(6).toString('hex');
    const index = data.profiles.findIndex((existing) => existing.id === id);
    // Why the kept dictionary when none is sent: a caller that edits only the addresses must not wipe the labels.
    const codeDictionary =
      input.codeDictionary ?? data.profiles[index]?.codeDictionary ?? structuredClone(legacyCodeDictionary);
    const profile: StoredProfile = { ...input, id, codeDictionary };
    if (index >= 0) data.profiles[index] = profile;
    else data.profiles.push(profile);
    await writeJsonFile(this.#path, data);
    return profile;
  }

  /** Removes a profile; when it was active, the demo profile becomes active. */
  async remove(id: string): Promise<void> {
    const data = await this.#load();
    data.profiles = data.profiles.filter((profile) => profile.id !== id);
    if (data.activeId === id) data.activeId = demoProfileId;
    await writeJsonFile(this.#path, data);
  }

  /** Makes a profile the active one. */
  async select(id: string): Promise<void> {
    const data = await this.#load();
    data.activeId = id;
    await writeJsonFile(this.#path, data);
  }

  /** Remembers the user name last used with a profile (never the password). */
  async rememberUsername(id: string, username: string): Promise<void> {
    const data = await this.#load();
    const profile = data.profiles.find((existing) => existing.id === id);
    if (!profile || profile.username === username) return;
    profile.username = username;
    await writeJsonFile(this.#path, data);
  }
}

/** A profile as the page sees it. */
export function toPublicProfile(profile: StoredProfile, kind: Profile['kind'], passwordKept: boolean): Profile {
  return { ...profile, kind, passwordKept };
}
