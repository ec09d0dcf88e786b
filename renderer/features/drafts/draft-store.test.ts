import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftRecord } from '../../../shared/ipc/contract.ts';
import {
  forgetLoadedDrafts,
  legacyDraftPrefix,
  listDrafts,
  loadDrafts,
  parseDraft,
  readDraft,
  removeDraft,
  saveDraft,
  subscribeDrafts,
  type Draft,
} from './draft-store.ts';
import { draftValues, sameValues } from './draft-values.ts';

// Why a stand-in for main: the page's facade reaches a host when imported; main's own drafts (per operator,
// encrypted, expiring) are tested in tests/integration/main-process/drafts.test.ts. This one answers as main does
// for one signed-in operator.
const main = vi.hoisted(() => ({ drafts: new Map<string, unknown>(), refuse: false }));
vi.mock('../../api/desk.ts', () => {
  const key = (draft: { form: string; subject: string }) => `${draft.form}|${draft.subject}`;
  return {
    desk: {
      draftsList: async () =>
        main.refuse
          ? { ok: false, error: { code: 'UNAVAILABLE', message: 'locked' } }
          : { ok: true, data: { drafts: [...main.drafts.values()] } },
      draftsPut: async (draft: { form: string; subject: string }) => {
        main.drafts.set(key(draft), draft);
        return { ok: true, data: { done: true } };
      },
      draftsRemove: async (address: { form: string; subject: string }) => {
        main.drafts.delete(key(address));
        return { ok: true, data: { done: true } };
      },
    },
  };
});

/** An in-memory Storage (the unit tests run in Node, without localStorage). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const draft = (subject: string, savedAt: number, profileId = 'demo'): Draft => ({
  profileId,
  form: 'client',
  subject,
  label: `Cliente ${subject}`,
  values: { client_name: 'Maria' },
  savedAt,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  main.drafts.clear();
  main.refuse = false;
  forgetLoadedDrafts();
});

describe('draft store (the page’s side of main’s drafts)', () => {
  it('saves, reads and removes a draft at once in the page and in main', async () => {
    await loadDrafts('demo', memoryStorage());
    saveDraft(draft('new', 1));
    saveDraft(draft('42', 2));
    expect(readDraft({ profileId: 'demo', form: 'client', subject: 'new' })?.values).toEqual({ client_name: 'Maria' });
    await settle();
    expect([...main.drafts.keys()].sort()).toEqual(['client|42', 'client|new']);
    // What crosses to main is the record only: main knows the operator and profile itself.
    expect(main.drafts.get('client|new')).toEqual({
      form: 'client',
      subject: 'new',
      label: 'Cliente new',
      values: { client_name: 'Maria' },
      savedAt: 1,
    });
    removeDraft({ profileId: 'demo', form: 'client', subject: 'new' });
    expect(readDraft({ profileId: 'demo', form: 'client', subject: 'new' })).toBeUndefined();
    await settle();
    expect([...main.drafts.keys()]).toEqual(['client|42']);
  });

  it('loads the signed-in operator’s drafts from main, newest first, for that profile only', async () => {
    main.drafts.set('a', { form: 'client', subject: '1', label: 'x', values: {}, savedAt: 10 } satisfies DraftRecord);
    main.drafts.set('b', { form: 'client', subject: '2', label: 'y', values: {}, savedAt: 30 } satisfies DraftRecord);
    expect(await loadDrafts('demo', memoryStorage())).toBe(true);
    expect(listDrafts('demo').map((item) => item.subject)).toEqual(['2', '1']);
    expect(listDrafts('matriz')).toEqual([]);
    expect(readDraft({ profileId: 'matriz', form: 'client', subject: '1' })).toBeUndefined();
  });

  it('forgets the drafts it holds at sign-out, while main keeps what it was told to keep', async () => {
    await loadDrafts('demo', memoryStorage());
    saveDraft(draft('new', 1));
    await settle();
    forgetLoadedDrafts();
    expect(listDrafts('demo')).toEqual([]);
    expect(main.drafts.size).toBe(1);
    // A form's last flush after the sign-out leaves nothing in the page.
    saveDraft(draft('late', 2));
    expect(listDrafts('demo')).toEqual([]);
  });

  it('moves an older version’s localStorage drafts of this profile to main once, and removes them there', async () => {
    const storage = memoryStorage();
    storage.setItem(`${legacyDraftPrefix}demo|client|new`, JSON.stringify(draft('new', 5)));
    storage.setItem(`${legacyDraftPrefix}matriz|client|new`, JSON.stringify(draft('new', 6, 'matriz')));
    storage.setItem(`${legacyDraftPrefix}demo|client|bad`, '{not json');
    storage.setItem('provider-desk.filters.saved.demo', '[]');
    await loadDrafts('demo', storage);
    expect(listDrafts('demo').map((item) => item.subject)).toEqual(['new']);
    expect(main.drafts.has('client|new')).toBe(true);
    // This profile's (and the damaged one) left localStorage; another profile's waits for its sign-in; other keys stay.
    expect(storage.getItem(`${legacyDraftPrefix}demo|client|new`)).toBeNull();
    expect(storage.getItem(`${legacyDraftPrefix}demo|client|bad`)).toBeNull();
    expect(storage.getItem(`${legacyDraftPrefix}matriz|client|new`)).not.toBeNull();
    expect(storage.getItem('provider-desk.filters.saved.demo')).toBe('[]');
  });

  it('says so when main cannot be asked (locked), keeping what it held', async () => {
    await loadDrafts('demo', memoryStorage());
    saveDraft(draft('new', 1));
    main.refuse = true;
    expect(await loadDrafts('demo', memoryStorage())).toBe(false);
    expect(listDrafts('demo')).toHaveLength(1);
  });

  it('reads only whole drafts of older versions', () => {
    expect(
      parseDraft(
        JSON.stringify({ profileId: 'demo', form: 'client', subject: 'new', label: 'x', savedAt: 1, values: [] }),
      ),
    ).toBeUndefined();
    expect(parseDraft(null)).toBeUndefined();
  });

  it('tells subscribers when drafts change', () => {
    const seen: number[] = [];
    const stop = subscribeDrafts(() => seen.push(1));
    saveDraft(draft('new', 1));
    stop();
    saveDraft(draft('new', 2));
    expect(seen).toHaveLength(1);
  });
});

describe('draft values', () => {
  it('leaves secret fields out and compares values loosely by JSON', () => {
    expect(draftValues({ client_name: 'Ana', client_password: 'x' }, ['client_password'])).toEqual({
      client_name: 'Ana',
    });
    expect(sameValues({ a: '' }, {})).toBe(true);
    expect(sameValues({ a: '1' }, { a: '2' })).toBe(false);
  });
});
