import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClientRecord } from '../../shared/provider/admin-operations.ts';
import { testSecretBox } from '../audit/test-box.ts';
import { noSecretBox } from '../secrets/secret-box.ts';
import { loadCacheKey } from './cache-key.ts';
import { ClientCache } from './client-cache.ts';
import { newCacheKey } from './record-seal.ts';

const client = (pk: number, name: string, lastname: string, doc1: string, status = 0): ClientRecord =>
  ({
    client_pk: pk,
    client_status: status,
    client_type: 0,
    client_name: name,
    client_lastname: lastname,
    client_complete_name: `${name} ${lastname}`,
    client_doc1: doc1,
    client_username: `${name.toLowerCase()}.${pk}`,
    client_password: 'segredo-do-cliente',
    client_mail: `${pk}@exemplo.com.br`,
  }) as ClientRecord;

const people = [
  client(1, 'João Pedro', 'Araújo Almeida', '52998224725'),
  client(2, 'Maria', 'Silva Santos', '11144477735'),
  client(3, 'Antônio', 'João Pereira', '39053344705', 1),
  client(4, 'Água Clara', 'Comércio', '11222333000181'),
  client(5, 'Otávio', 'Borges', '86288366757'),
];

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'client-cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('ClientCache', () => {
  it('keeps no name, CPF, e-mail or password in clear on disk, and opens again under the same key', async () => {
    const key = newCacheKey();
    const cache = ClientCache.open(join(dir, 'cache.sqlite'), key);
    cache.put(people, Date.UTC(2026, 11, 3, 9, 30));
    // The name order is stored too (at a page and at close): sealed like the rows.
    cache.page(0, 10);
    cache.close();
    for (const file of await readdir(dir)) {
      const bytes = (await readFile(join(dir, file))).toString('latin1');
      for (const secret of ['Araújo', 'Araj', 'Maria', '52998224725', 'exemplo.com.br', 'segredo-do-cliente', 'joão'])
        expect(bytes).not.toContain(secret);
    }
    const again = ClientCache.open(join(dir, 'cache.sqlite'), key);
    expect(again.size).toBe(5);
    const kept = again.get(1);
    expect(kept?.record.client_complete_name).toBe('João Pedro Araújo Almeida');
    expect(kept?.fetchedAt).toBe(Date.UTC(2026, 11, 3, 9, 30));
    // The customer's client-area password is never kept.
    expect(kept?.record).not.toHaveProperty('client_password');
    again.close();
  });

  it('drops every row when opened under another key (a keychain that changed), rather than failing', () => {
    const file = join(dir, 'cache.sqlite');
    const cache = ClientCache.open(file, newCacheKey());
    cache.put(people, 1);
    cache.close();
    const other = ClientCache.open(file, newCacheKey());
    expect(other.size).toBe(0);
    other.close();
  });

  it('finds clients as the palette does: accents and case ignored, words in any order, document parts, codes', () => {
    const cache = ClientCache.open(join(dir, 'cache.sqlite'), newCacheKey());
    cache.put(people, 1);
    const names = (text: string) => cache.search(text, 10).rows.map((row) => row.record.client_pk);
    expect(names('araujo')).toEqual([1]);
    expect(names('joao pedro almeida')).toEqual([1]);
    expect(names('silva maria')).toEqual([2]);
    // Both have João; the one whose name starts with the words comes first.
    expect(names('JOAO')).toEqual([1, 3]);
    expect(names('ANTONIO JOAO')).toEqual([3]);
    expect(names('98224')).toEqual([1]);
    expect(names('529.982.247-25')).toEqual([1]);
    expect(names('#5')).toEqual([5]);
    expect(names('maria.2')).toEqual([2]);
    expect(cache.search('ninguém', 10)).toEqual({ rows: [], total: 0, oldestFetchedAt: undefined });
    cache.close();
  });

  it('pages clients in Portuguese order, by status, and says how old the oldest row shown is', () => {
    const cache = ClientCache.open(join(dir, 'cache.sqlite'), newCacheKey());
    cache.put(people.slice(0, 3), 2_000);
    cache.put(people.slice(3), 1_000);
    const all = cache.page(0, 10);
    expect(all.rows.map((row) => row.record.client_complete_name)).toEqual([
      'Água Clara Comércio',
      'Antônio João Pereira',
      'João Pedro Araújo Almeida',
      'Maria Silva Santos',
      'Otávio Borges',
    ]);
    expect(all.oldestFetchedAt).toBe(1_000);
    const active = cache.page(1, 2, 'active');
    expect(active.total).toBe(4);
    expect(active.rows.map((row) => row.record.client_pk)).toEqual([1, 2]);
    expect(active.oldestFetchedAt).toBe(2_000);
    cache.remove([2]);
    expect(cache.page(0, 10, 'active').total).toBe(3);
    cache.clear();
    expect(cache.size).toBe(0);
    cache.close();
  });
});

describe('ClientCache codes and meta', () => {
  it('lists the codes it holds in a range with their fetch times, and keeps sealed values beside the rows', async () => {
    const key = newCacheKey();
    const file = join(dir, 'cache.sqlite');
    const cache = ClientCache.open(file, key);
    cache.put(people.slice(0, 3), 1_000);
    cache.put(people.slice(3), 2_000);
    expect(cache.codes()).toEqual([
      { pk: 1, fetchedAt: 1_000 },
      { pk: 2, fetchedAt: 1_000 },
      { pk: 3, fetchedAt: 1_000 },
      { pk: 4, fetchedAt: 2_000 },
      { pk: 5, fetchedAt: 2_000 },
    ]);
    expect(cache.codes(2, 4).map((code) => code.pk)).toEqual([3, 4]);
    expect(cache.meta('refresh.pass')).toBeUndefined();
    cache.setMeta('refresh.pass', '{"afterPk":"marcador-em-claro"}');
    cache.close();
    for (const name of await readdir(dir))
      expect((await readFile(join(dir, name))).toString('latin1')).not.toContain('marcador-em-claro');
    const again = ClientCache.open(file, key);
    expect(again.meta('refresh.pass')).toBe('{"afterPk":"marcador-em-claro"}');
    again.setMeta('refresh.pass', undefined);
    expect(again.meta('refresh.pass')).toBeUndefined();
    again.setMeta('refresh.last', '1');
    again.close();
    // Under another key (a keychain that changed) the value reads as none, like the rows.
    const other = ClientCache.open(file, newCacheKey());
    expect(other.meta('refresh.last')).toBeUndefined();
    other.setMeta('refresh.last', '2');
    other.clear();
    expect(other.meta('refresh.last')).toBeUndefined();
    other.close();
  });
});

describe('ClientCache put again', () => {
  it('says whether a record differs from the one it holds, and keeps the name order right as records are put again', () => {
    const cache = ClientCache.open(join(dir, 'cache.sqlite'), newCacheKey());
    cache.put(people, 1_000);
    const names = (status: 'all' | 'active' = 'all') =>
      cache.page(0, 10, status).rows.map((row) => row.record.client_pk);
    expect(names()).toEqual([4, 3, 1, 2, 5]);
    const maria = people[1]!;
    expect(cache.differs(maria)).toBe(false);
    // The password is never kept, so one sent again (or another) is no change; the key order is no change either.
    expect(cache.differs({ ...maria, client_password: 'outra' })).toBe(false);
    expect(cache.differs(Object.fromEntries(Object.entries(maria).reverse()) as ClientRecord)).toBe(false);
    expect(cache.differs({ ...maria, client_status: 1 })).toBe(true);
    expect(cache.differs(client(99, 'Ninguém', 'Mais', '1'))).toBeUndefined();
    // Same name, another status: found by the status toggle at once, the order unchanged.
    cache.put([{ ...maria, client_status: 1 }], 2_000);
    expect(names('active')).toEqual([4, 1, 5]);
    expect(cache.differs({ ...maria, client_status: 1 })).toBe(false);
    expect(cache.page(0, 10).oldestFetchedAt).toBe(1_000);
    // A new name moves the client to its place.
    cache.put([client(5, 'Abel', 'Borges', '86288366757')], 3_000);
    expect(names()).toEqual([5, 4, 3, 1, 2]);
    expect(cache.search('abel', 10).rows.map((row) => row.record.client_pk)).toEqual([5]);
    cache.close();
  });
});

describe('ClientCache opened again', () => {
  const order = (cache: ClientCache, status: 'all' | 'active' | 'inactive' = 'all') =>
    cache.page(0, 10, status).rows.map((row) => row.record.client_pk);
  const reopened = (file: string, key: Buffer, look: (cache: ClientCache) => void) => {
    const cache = ClientCache.open(file, key);
    try {
      look(cache);
    } finally {
      cache.close();
    }
  };

  it('pages in name order and by status from the order it stored, which follows new names, statuses and removals', () => {
    const key = newCacheKey();
    const file = join(dir, 'cache.sqlite');
    const cache = ClientCache.open(file, key);
    cache.put(people, 1_000);
    expect(order(cache)).toEqual([4, 3, 1, 2, 5]);
    cache.close();
    reopened(file, key, (again) => {
      expect(again.size).toBe(5);
      expect(order(again)).toEqual([4, 3, 1, 2, 5]);
      expect(order(again, 'active')).toEqual([4, 1, 2, 5]);
      expect(order(again, 'inactive')).toEqual([3]);
      expect(again.page(1, 2, 'active')).toMatchObject({ total: 4, oldestFetchedAt: 1_000 });
      expect(again.page(1, 2, 'active').rows.map((row) => row.record.client_pk)).toEqual([1, 2]);
      // A status changed, no page read before closing: the stored order must not keep the old status.
      again.put([{ ...people[1]!, client_status: 1 }], 2_000);
    });
    reopened(file, key, (again) => {
      expect(order(again, 'active')).toEqual([4, 1, 5]);
      expect(order(again, 'inactive')).toEqual([3, 2]);
      // A new name and a new client, no page read before closing.
      again.put([client(5, 'Abel', 'Borges', '86288366757'), client(6, 'Zélia', 'Costa', '11144477735')], 3_000);
      // As the app's quit does: the order is sorted and stored then, not at the next start.
      again.storeOrder();
    });
    reopened(file, key, (again) => {
      expect(again.size).toBe(6);
      expect(order(again)).toEqual([5, 4, 3, 1, 2, 6]);
      again.remove([4]);
    });
    reopened(file, key, (again) => {
      expect(order(again)).toEqual([5, 3, 1, 2, 6]);
      expect(again.search('zelia', 10).rows.map((row) => row.record.client_pk)).toEqual([6]);
    });
  });

  it('opens its search index behind (warm) and finds the same; a copy closed meanwhile stops it', async () => {
    const key = newCacheKey();
    const file = join(dir, 'cache.sqlite');
    const cache = ClientCache.open(file, key);
    // Codes in several buckets of 1,024.
    cache.put(
      people.map((person, at) => ({ ...person, client_pk: person.client_pk + at * 2048 })),
      1_000,
    );
    cache.close();
    const again = ClientCache.open(file, key);
    await again.warm();
    expect(again.search('maria', 10).rows.map((row) => row.record.client_pk)).toEqual([2 + 2048]);
    expect(again.size).toBe(5);
    again.close();
    const closing = ClientCache.open(file, key);
    const warming = closing.warm();
    closing.close();
    await expect(warming).resolves.toBeUndefined();
  });

  it('under another key its stored order opens to nothing, like its rows', () => {
    const file = join(dir, 'cache.sqlite');
    const cache = ClientCache.open(file, newCacheKey());
    cache.put(people, 1);
    cache.page(0, 10);
    cache.close();
    reopened(file, newCacheKey(), (other) => {
      expect(other.page(0, 10)).toEqual({ rows: [], total: 0, oldestFetchedAt: undefined });
      expect(other.size).toBe(0);
    });
  });
});

describe('loadCacheKey', () => {
  it('puts records it already holds unchanged without sealing its search buckets again, their fetch time moved on', () => {
    // Why: the clerk's every grid page is written through to the copy; resealing the ~40 buckets a 50-row page touches
    // cost 110-190 ms of main's time per page at 100,000 clients, though nothing in them had changed.
    const file = join(dir, 'cache.sqlite');
    const key = newCacheKey();
    const cache = ClientCache.open(file, key);
    cache.put(people, 1000);
    const buckets = (): string[] => {
      const db = new DatabaseSync(file);
      try {
        return db
          .prepare('select sealed from search_bucket order by bucket')
          .all()
          .map((row) => Buffer.from(row.sealed as Uint8Array).toString('hex'));
      } finally {
        db.close();
      }
    };
    const sealed = buckets();
    cache.put(people, 2000);
    expect(buckets()).toEqual(sealed);
    expect(cache.get(2)?.fetchedAt).toBe(2000);
    expect(cache.codes().map((code) => code.fetchedAt)).toEqual([2000, 2000, 2000, 2000, 2000]);
    // A changed record seals its bucket again, and the copy finds it by its new name.
    cache.put([client(2, 'Mariana', 'Silva Santos', '11144477735')], 3000);
    expect(buckets()).not.toEqual(sealed);
    cache.close();
    const again = ClientCache.open(file, key);
    expect(again.search('mariana silva', 5).rows.map((row) => row.record.client_pk)).toEqual([2]);
    expect(again.get(1)?.fetchedAt).toBe(2000);
    again.close();
  });

  it('keeps no cache where the OS cannot seal its key', async () => {
    expect(await loadCacheKey(join(dir, 'cache.key'), noSecretBox)).toBeUndefined();
    expect(await readdir(dir)).toEqual([]);
  });

  it('wraps the key with the keychain, finds it again, and makes a fresh one when the file no longer opens', async () => {
    const box = testSecretBox();
    const file = join(dir, 'cache.key');
    const first = await loadCacheKey(file, box);
    expect(first?.fresh).toBe(true);
    expect((await readFile(file)).includes(first?.key.toString('base64') ?? '-')).toBe(false);
    const second = await loadCacheKey(file, box);
    expect(second).toEqual({ key: first?.key, fresh: false });
    await writeFile(file, 'damaged');
    const third = await loadCacheKey(file, box);
    expect(third?.fresh).toBe(true);
    expect(third?.key.equals(first?.key ?? Buffer.alloc(0))).toBe(false);
  });
});
