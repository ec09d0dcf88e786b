import { describe, expect, it } from 'vitest';
import {
  draftKey,
  listDrafts,
  parseDraft,
  readDraft,
  removeDraft,
  saveDraft,
  subscribeDrafts,
  type Draft,
} from './draft-store.ts';
import { draftValues, sameValues } from './draft-values.ts';

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

describe('draft store', () => {
  it('saves, reads and removes a draft by profile, form and subject', () => {
    const storage = memoryStorage();
    saveDraft(draft('new', 1), storage);
    saveDraft(draft('42', 2), storage);
    expect(readDraft({ profileId: 'demo', form: 'client', subject: 'new' }, storage)?.values).toEqual({
      client_name: 'Maria',
    });
    removeDraft({ profileId: 'demo', form: 'client', subject: 'new' }, storage);
    expect(readDraft({ profileId: 'demo', form: 'client', subject: 'new' }, storage)).toBeUndefined();
    expect(readDraft({ profileId: 'demo', form: 'client', subject: '42' }, storage)?.savedAt).toBe(2);
  });

  it('lists one profile’s drafts, newest first, skipping other profiles and damaged entries', () => {
    const storage = memoryStorage();
    saveDraft(draft('1', 10), storage);
    saveDraft(draft('2', 30), storage);
    saveDraft(draft('3', 20, 'matriz'), storage);
    storage.setItem(draftKey({ profileId: 'demo', form: 'client', subject: 'bad' }), '{not json');
    storage.setItem('provider-desk.filters.saved.demo', '[]');
    expect(listDrafts('demo', storage).map((item) => item.subject)).toEqual(['2', '1']);
  });

  it('keeps subjects with separators apart', () => {
    expect(draftKey({ profileId: 'a|b', form: 'c', subject: 'd' })).not.toBe(
      draftKey({ profileId: 'a', form: 'b|c', subject: 'd' }),
    );
  });

  it('reads only whole drafts', () => {
    expect(
      parseDraft(
        JSON.stringify({ profileId: 'demo', form: 'client', subject: 'new', label: 'x', savedAt: 1, values: [] }),
      ),
    ).toBeUndefined();
    expect(parseDraft(null)).toBeUndefined();
  });

  it('tells subscribers when drafts change, and ignores a storage that refuses to write', () => {
    const seen: number[] = [];
    const stop = subscribeDrafts(() => seen.push(1));
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => saveDraft(draft('new', 1), full)).not.toThrow();
    saveDraft(draft('new', 1), memoryStorage());
    stop();
    saveDraft(draft('new', 1), memoryStorage());
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
