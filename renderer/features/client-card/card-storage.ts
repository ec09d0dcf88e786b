/** A client opened recently: who, and when (ms since the epoch). */
export interface RecentClient {
  readonly id: number;
  readonly name: string;
  readonly openedAt: number;
}

/** An open card tab: the client's number, and the name shown until the record is read again. */
export interface CardTab {
  readonly id: number;
  readonly name: string;
}

/** How many recent clients a profile keeps. */
export const recentLimit = 20;
/** How many card tabs stay open at most (the oldest one closes first). */
export const tabLimit = 12;

/** Whose cards these are: a server profile and the operator signed in to it. */
export interface CardOwner {
  readonly profileId: string;
  readonly operator: string;
}

// Why per operator (issue 43): two clerks share a desk; the next one must not see whom the last one looked up.
const ownerPart = (owner: CardOwner): string => `${owner.profileId}.${encodeURIComponent(owner.operator)}`;

/** The localStorage key of one operator's recent clients on one server profile. */
export function recentKey(owner: CardOwner): string {
  return `provider-desk.client-card.recent.${ownerPart(owner)}`;
}

/** The localStorage key of one operator's open card tabs on one server profile. */
export function tabsKey(owner: CardOwner): string {
  return `provider-desk.client-card.tabs.${ownerPart(owner)}`;
}

/** The keys older versions kept per profile only, for every operator alike: dropped, as nobody knows whose they were. */
export function unownedKeys(profileId: string): string[] {
  return [`provider-desk.client-card.recent.${profileId}`, `provider-desk.client-card.tabs.${profileId}`];
}

/** Removes keys from the storage; a refused storage only means there was nothing to remove. */
export function removeKeys(storage: Pick<Storage, 'removeItem'>, keys: readonly string[]): void {
  for (const key of keys) {
    try {
      storage.removeItem(key);
    } catch {
      // Why silent: a storage that refuses holds nothing of ours either.
    }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isClientId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function readJson(storage: Pick<Storage, 'getItem'>, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    // Why silent: damaged JSON or a refused storage only means nothing was kept.
    return undefined;
  }
}

function writeJson(storage: Pick<Storage, 'setItem'>, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Reads an operator's recent clients, newest first; damaged entries are skipped, the others kept. */
export function loadRecent(storage: Pick<Storage, 'getItem'>, owner: CardOwner): RecentClient[] {
  const parsed = readJson(storage, recentKey(owner));
  if (!isRecord(parsed) || parsed.version !== 1 || !Array.isArray(parsed.clients)) return [];
  const clients = parsed.clients.flatMap((entry: unknown) =>
    isRecord(entry) && isClientId(entry.id) && typeof entry.name === 'string' && typeof entry.openedAt === 'number'
      ? [{ id: entry.id, name: entry.name, openedAt: entry.openedAt }]
      : [],
  );
  return capRecent(clients.sort((a, b) => b.openedAt - a.openedAt));
}

/** Writes an operator's recent clients; answers false when the storage refused (full or disabled). */
export function writeRecent(storage: Pick<Storage, 'setItem'>, owner: CardOwner, clients: readonly RecentClient[]) {
  return writeJson(storage, recentKey(owner), { version: 1, clients });
}

const capRecent = (clients: RecentClient[]): RecentClient[] => {
  const seen = new Set<number>();
  return clients.filter((client) => !seen.has(client.id) && seen.add(client.id)).slice(0, recentLimit);
};

/** The recent list with a client just opened at its top: once, newest first, at most `recentLimit`. */
export function pushRecent(
  clients: readonly RecentClient[],
  client: { id: number; name: string },
  openedAt: number,
): RecentClient[] {
  return capRecent([
    { id: client.id, name: client.name, openedAt },
    ...clients.filter((item) => item.id !== client.id),
  ]);
}

/** Reads an operator's open card tabs in their order; damaged entries are skipped. */
export function loadTabs(storage: Pick<Storage, 'getItem'>, owner: CardOwner): CardTab[] {
  const parsed = readJson(storage, tabsKey(owner));
  if (!isRecord(parsed) || parsed.version !== 1 || !Array.isArray(parsed.tabs)) return [];
  const seen = new Set<number>();
  return parsed.tabs
    .flatMap((entry: unknown) =>
      isRecord(entry) && isClientId(entry.id) && typeof entry.name === 'string' && !seen.has(entry.id)
        ? (seen.add(entry.id), [{ id: entry.id, name: entry.name }])
        : [],
    )
    .slice(-tabLimit);
}

/** Writes an operator's open card tabs; answers false when the storage refused. */
export function writeTabs(storage: Pick<Storage, 'setItem'>, owner: CardOwner, tabs: readonly CardTab[]): boolean {
  return writeJson(storage, tabsKey(owner), { version: 1, tabs });
}

/** The tabs with a client's card open: a known tab keeps its place (its name refreshed), a new one goes last. */
export function addTab(tabs: readonly CardTab[], tab: CardTab): CardTab[] {
  if (tabs.some((open) => open.id === tab.id)) return tabs.map((open) => (open.id === tab.id ? tab : open));
  return [...tabs, tab].slice(-tabLimit);
}

/** The tabs without a client's card. */
export function removeTab(tabs: readonly CardTab[], id: number): CardTab[] {
  return tabs.filter((open) => open.id !== id);
}

/** The tab to show after one closes: the next one, else the previous one, else none. */
export function tabAfterClose(tabs: readonly CardTab[], id: number): number | undefined {
  const index = tabs.findIndex((open) => open.id === id);
  if (index < 0) return undefined;
  return (tabs[index + 1] ?? tabs[index - 1])?.id;
}
