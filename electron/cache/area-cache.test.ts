import { DatabaseSync } from 'node:sqlite';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AreaCache } from './area-cache.ts';
import { newCacheKey } from './record-seal.ts';

const day = 24 * 60 * 60 * 1000;
const pix = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913ProvedorXYZ';
const line = '34191790010104351004791020150008291070026000';

const invoice = (pk: number) => ({
  invoice_pk: pk,
  invoice_date_due: '2026-12-10',
  invoice_amount_document: '99.90',
  invoice_state: 0,
  invoice_qrcode: `${pix}${pk}`,
  invoice_barcode: line,
});

const config = {
  success: true,
  title: 'Provedor XYZ',
  theme: 'blue',
  support_open_time: 8,
  print_contract: 1,
  change_password: 1,
  // A server that echoes the client-area password it was sent (issue 43): it must never reach the disk.
  password: 'senha-da-area-123',
};

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'area-cache-'));
  file = join(dir, 'area.sqlite');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A clock the test moves by hand. */
function clock(start = Date.UTC(2026, 11, 3, 9, 0)) {
  let at = start;
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

describe('AreaCache', () => {
  it('gives back what was put: the customer facts and each list, with their fetch times', () => {
    const cache = AreaCache.open(file, newCacheKey());
    cache.putCustomer(7, { username: 'joao.araujo', config }, 1000);
    cache.putList(7, 'invoices', { rows: [invoice(1), invoice(2)], total: 24 }, 2000);
    cache.putList(7, 'contracts', { rows: [{ contract_pk: 3, contract_number: 55 }], total: 1 }, 3000);
    expect(cache.customer(7)).toEqual({
      username: 'joao.araujo',
      config: { ...config, password: null },
      fetchedAt: 1000,
    });
    expect(cache.list(7, 'invoices')).toEqual({ rows: [invoice(1), invoice(2)], total: 24, fetchedAt: 2000 });
    expect(cache.list(7, 'contracts')?.rows).toEqual([{ contract_pk: 3, contract_number: 55 }]);
    expect(cache.list(7, 'connections')).toBeUndefined();
    expect(cache.list(8, 'invoices')).toBeUndefined();
    expect(cache.customer(8)).toBeUndefined();
    expect(cache.customers).toBe(1);
    expect(cache.sizeBytes).toBeGreaterThan(0);
    // A newer answer replaces the older one.
    cache.putList(7, 'invoices', { rows: [invoice(9)], total: 1 }, 4000);
    expect(cache.list(7, 'invoices')).toEqual({ rows: [invoice(9)], total: 1, fetchedAt: 4000 });
    cache.close();
  });

  it('keeps no password: a password-named text becomes null, a flag like change_password stays', () => {
    const cache = AreaCache.open(file, newCacheKey());
    cache.putCustomer(7, { username: 'joao.araujo', config }, 1);
    const connection = {
      network_cpe_pk: 1,
      network_cpe_username: 'joao@pppoe',
      network_cpe_password: 'pppoe-secreto',
      network_cpe_access_password: 'admin-secreto',
      wifi: { network_cpe_wifi_encryption_password: 'wifi-secreto' },
    };
    cache.putList(7, 'connections', { rows: [connection], total: 1 }, 1);
    expect(cache.customer(7)?.config).toMatchObject({ change_password: 1, password: null });
    expect(cache.list(7, 'connections')?.rows).toEqual([
      {
        network_cpe_pk: 1,
        network_cpe_username: 'joao@pppoe',
        network_cpe_password: null,
        network_cpe_access_password: null,
        wifi: { network_cpe_wifi_encryption_password: null },
      },
    ]);
    cache.close();
  });

  it('keeps no name, CPF, PIX code, typeable line or user name in clear on disk, and opens again', async () => {
    const key = newCacheKey();
    const cache = AreaCache.open(file, key);
    cache.putCustomer(7, { username: 'joao.araujo', config }, 1000);
    cache.putList(7, 'invoices', { rows: [invoice(1)], total: 1 }, 1000);
    cache.putList(
      7,
      'supportOrders',
      { rows: [{ support_pk: 4, support_message: 'João Pedro Araújo, CPF 529.982.247-25, sem sinal' }], total: 1 },
      1000,
    );
    cache.close();
    for (const name of await readdir(dir)) {
      const bytes = (await readFile(join(dir, name))).toString('latin1');
      for (const secret of ['joao.araujo', 'Araújo', 'Araj', '529.982.247-25', 'br.gov.bcb.pix', line, 'senha-da-area'])
        expect(bytes).not.toContain(secret);
    }
    const again = AreaCache.open(file, key);
    expect(again.customers).toBe(1);
    expect(again.customer(7)?.username).toBe('joao.araujo');
    expect(again.list(7, 'invoices')?.rows).toEqual([invoice(1)]);
    again.close();
  });

  it('evicts the least recently used client whole when over the count cap; a client just read stays', () => {
    const time = clock();
    const cache = AreaCache.open(file, newCacheKey(), { maxCustomers: 3, now: time.now });
    for (const pk of [1, 2, 3]) {
      cache.putCustomer(pk, { username: `user${pk}`, config }, time.now());
      cache.putList(pk, 'invoices', { rows: [invoice(pk)], total: 1 }, time.now());
      time.advance(1000);
    }
    // 1 is the oldest opened, but the clerk reads it again: 2 becomes the least recently used.
    expect(cache.list(1, 'invoices')).toBeDefined();
    time.advance(1000);
    cache.putCustomer(4, { username: 'user4', config }, time.now());
    expect(cache.customers).toBe(3);
    expect(cache.customer(2)).toBeUndefined();
    expect(cache.list(2, 'invoices')).toBeUndefined();
    expect(cache.customer(1)?.username).toBe('user1');
    expect(cache.list(1, 'invoices')?.rows).toEqual([invoice(1)]);
    expect(cache.customer(3)?.username).toBe('user3');
    expect(cache.customer(4)?.username).toBe('user4');
    cache.close();
  });

  it('evicts the least recently used clients when over the byte cap, and counts bytes as it goes', () => {
    const time = clock();
    const rows = Array.from({ length: 24 }, (_, at) => invoice(at));
    const probe = AreaCache.open(join(dir, 'probe.sqlite'), newCacheKey());
    probe.putList(1, 'invoices', { rows, total: 24 }, 1);
    const one = probe.sizeBytes;
    probe.close();

    const key = newCacheKey();
    const cache = AreaCache.open(file, key, { maxBytes: Math.floor(one * 3.5), now: time.now });
    for (const pk of [1, 2, 3]) {
      cache.putList(pk, 'invoices', { rows, total: 24 }, time.now());
      time.advance(1000);
    }
    expect(cache.customers).toBe(3);
    expect(cache.sizeBytes).toBe(3 * one);
    expect(cache.customer(1)).toBeUndefined(); // no facts put, so absent; a list read is what marks 1 used:
    expect(cache.list(1, 'invoices')).toBeDefined();
    time.advance(1000);
    cache.putList(4, 'invoices', { rows, total: 24 }, time.now());
    expect(cache.customers).toBe(3);
    expect(cache.sizeBytes).toBeLessThanOrEqual(Math.floor(one * 3.5));
    expect(cache.list(2, 'invoices')).toBeUndefined();
    expect([1, 3, 4].map((pk) => cache.list(pk, 'invoices') !== undefined)).toEqual([true, true, true]);
    const kept = cache.sizeBytes;
    cache.close();
    // The tally read back from the file on open matches the one kept while writing.
    const again = AreaCache.open(file, key);
    expect(again.sizeBytes).toBe(kept);
    expect(again.customers).toBe(3);
    again.close();
  });

  it('keeps the others when one client alone exceeds the byte cap: that client goes', () => {
    const cache = AreaCache.open(file, newCacheKey(), { maxBytes: 20_000 });
    cache.putCustomer(1, { username: 'user1', config }, 1);
    cache.putCustomer(2, { username: 'user2', config }, 1);
    const rows = Array.from({ length: 200 }, (_, at) => invoice(at));
    cache.putList(3, 'invoices', { rows, total: 200 }, 1);
    expect(cache.list(3, 'invoices')).toBeUndefined();
    expect(cache.customers).toBe(2);
    expect(cache.customer(1)?.username).toBe('user1');
    expect(cache.customer(2)?.username).toBe('user2');
    cache.close();
  });

  it('applies smaller caps at open: the least recently used clients go', () => {
    const time = clock();
    const key = newCacheKey();
    const cache = AreaCache.open(file, key, { now: time.now });
    for (const pk of [5, 4, 3, 2, 1]) {
      cache.putCustomer(pk, { username: `user${pk}`, config }, time.now());
      time.advance(1000);
    }
    cache.customer(5);
    cache.close();
    const smaller = AreaCache.open(file, key, { maxCustomers: 2, now: time.now });
    expect(smaller.customers).toBe(2);
    expect(smaller.recent(1)).toEqual([5, 1]);
    smaller.close();
  });

  it('lists the clients used in the last N days, most recent first, and forgets those unused for N days', () => {
    const time = clock();
    const key = newCacheKey();
    const cache = AreaCache.open(file, key, { now: time.now });
    cache.putCustomer(1, { username: 'user1', config }, time.now());
    time.advance(10 * day);
    cache.putCustomer(2, { username: 'user2', config }, time.now());
    time.advance(10 * day);
    cache.putCustomer(3, { username: 'user3', config }, time.now());
    time.advance(day);
    expect(cache.recent(30)).toEqual([3, 2, 1]);
    expect(cache.recent(15)).toEqual([3, 2]);
    // Reading 1 is a use: it comes first.
    cache.customer(1);
    expect(cache.recent(15)).toEqual([1, 3, 2]);
    // A background refresh writes lists without making the client recent.
    cache.putList(2, 'invoices', { rows: [], total: 0 }, time.now());
    cache.putCustomer(2, { username: 'user2', config }, time.now(), { touch: false });
    expect(cache.recent(15)).toEqual([1, 3, 2]);
    // An explicit clock answers as of then.
    expect(cache.recent(5, time.now() + 3 * day)).toEqual([1, 3]);
    expect(cache.forgetOlderThan(5, time.now() + 3 * day)).toBe(1);
    expect(cache.customer(2)).toBeUndefined();
    expect(cache.list(2, 'invoices')).toBeUndefined();
    expect(cache.customers).toBe(2);
    cache.close();
    // used_at is kept on disk: the order survives a reopen.
    const again = AreaCache.open(file, key, { now: time.now });
    expect(again.recent(30)).toEqual([1, 3]);
    expect(again.forgetOlderThan(0, time.now() + 1)).toBe(2);
    expect(again.customers).toBe(0);
    expect(again.sizeBytes).toBe(0);
    again.close();
  });

  it('treats a row edited on disk, or moved to another client, as absent and drops it', () => {
    const key = newCacheKey();
    const cache = AreaCache.open(file, key);
    cache.putCustomer(1, { username: 'user1', config }, 1);
    cache.putList(1, 'invoices', { rows: [invoice(1)], total: 1 }, 1);
    cache.putList(2, 'invoices', { rows: [invoice(2)], total: 1 }, 1);
    cache.close();

    const raw = new DatabaseSync(file);
    const row = raw.prepare("select sealed from area_part where pk = 1 and part = 'invoices'").get();
    const edited = Buffer.from(row?.sealed as Uint8Array);
    edited[edited.length - 1] = (edited[edited.length - 1] ?? 0) ^ 1;
    raw.prepare("update area_part set sealed = ? where pk = 1 and part = 'invoices'").run(edited);
    // Client 1's customer facts copied into client 2's place.
    raw
      .prepare(
        "insert into area_part (pk, part, fetched_at, sealed) select 2, part, fetched_at, sealed from area_part where pk = 1 and part = 'customer'",
      )
      .run();
    raw.close();

    const again = AreaCache.open(file, key);
    const before = again.sizeBytes;
    expect(again.list(1, 'invoices')).toBeUndefined();
    expect(again.customer(2)).toBeUndefined();
    expect(again.sizeBytes).toBeLessThan(before);
    // The rows that were not touched still open.
    expect(again.customer(1)?.username).toBe('user1');
    expect(again.list(2, 'invoices')?.rows).toEqual([invoice(2)]);
    again.close();
    const left = new DatabaseSync(file);
    expect(left.prepare('select pk, part from area_part order by pk, part').all()).toEqual([
      { pk: 1, part: 'customer' },
      { pk: 2, part: 'invoices' },
    ]);
    left.close();
  });

  it('empties a copy sealed under another key (the keychain changed) when it opens', () => {
    const cache = AreaCache.open(file, newCacheKey());
    cache.putCustomer(1, { username: 'user1', config }, 1);
    cache.close();
    const other = AreaCache.open(file, newCacheKey());
    expect(other.customers).toBe(0);
    expect(other.sizeBytes).toBe(0);
    expect(other.customer(1)).toBeUndefined();
    other.close();
  });

  it('clears, removes one client, and reopens empty after a clear', () => {
    const key = newCacheKey();
    const cache = AreaCache.open(file, key);
    cache.putCustomer(1, { username: 'user1', config }, 1);
    cache.putCustomer(2, { username: 'user2', config }, 1);
    cache.putList(2, 'invoices', { rows: [invoice(2)], total: 1 }, 1);
    cache.remove(2);
    expect(cache.customers).toBe(1);
    expect(cache.list(2, 'invoices')).toBeUndefined();
    cache.clear();
    expect(cache.customers).toBe(0);
    expect(cache.sizeBytes).toBe(0);
    cache.putCustomer(3, { username: 'user3', config }, 1);
    cache.close();
    const again = AreaCache.open(file, key);
    expect(again.customers).toBe(1);
    expect(again.customer(3)?.username).toBe('user3');
    expect(again.customer(1)).toBeUndefined();
    again.close();
  });
});
