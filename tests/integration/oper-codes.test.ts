import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import { clientListResponse } from '../../shared/provider/admin-operations.ts';
import type { FormClient } from '../support/form-client.ts';
import { adminSession, createCustomer, pksOf, resultsOf } from '../support/integration-kit.ts';
import { engineNames, useService } from '../support/test-service.ts';

/** One oper case: a condition on the client list and a SQL condition of the same meaning over `client c`. */
interface OperCase {
  oper: number;
  what: string;
  field: string;
  value: () => unknown;
  sql: string;
  params: () => unknown[];
}

/** "the client has a connection whose address …" in SQL. */
const hasConnection = (test: string) =>
  `exists (select 1 from network_cpe nc where nc.client_pk = c.client_pk and nc.network_cpe_ip ${test})`;

describe.each(engineNames)('oper codes 0–21 over HTTP (%s)', (engineName) => {
  let service: RunningService;
  let admin: FormClient;
  // Values read from the seeded data (or arranged) before the cases run.
  const data = {
    midPk: 0,
    namePrefix: '',
    lastnamePart: '',
    ip: '',
    network24: '',
    wideNetwork: '',
    insideWide: '',
    lastname: '',
  };

  beforeAll(async () => {
    service = await useService(engineName);
    admin = await adminSession(service);
    const [mid] = await service.engine.query<{ pk: number }>(
      'select percentile_disc(0.5) within group (order by client_pk) as pk from client',
    );
    data.midPk = Number(mid?.pk);
    const [name] = await service.engine.query<{ client_name: string; client_lastname: string }>(
      'select client_name, client_lastname from client order by client_pk limit 1',
    );
    data.namePrefix = (name?.client_name ?? '').slice(0, 2);
    data.lastnamePart = (name?.client_lastname ?? '').slice(1, 4).toUpperCase();
    const [ip] = await service.engine.query<{ ip: string }>(
      'select host(network_cpe_ip) as ip from network_cpe where family(network_cpe_ip) = 4 order by network_cpe_ip offset (select count(*) / 2 from network_cpe where family(network_cpe_ip) = 4) limit 1',
    );
    data.ip = ip?.ip ?? '';
    data.network24 = `${data.ip.split('.').slice(0, 3).join('.')}.0/24`;
    // Arranged: a customer whose connection is a whole network, so that "contains" (19, 20) finds something.
    const customer = await createCustomer(admin);
    data.lastname = customer.lastname;
    const third = 100 + (customer.clientPk % 100);
    data.wideNetwork = `198.18.${third}.0/24`;
    data.insideWide = `198.18.${third}.77`;
    await service.engine.query('insert into network_cpe (client_pk, network_cpe_ip) values ($1, $2::inet)', [
      customer.clientPk,
      data.wideNetwork,
    ]);
  });

  const cases: OperCase[] = [
    {
      oper: 0,
      what: 'no operation on text',
      field: 'client_doc1',
      value: () => 'anything',
      sql: 'true',
      params: () => [],
    },
    {
      oper: 1,
      what: 'less than on a number',
      field: 'client_pk',
      value: () => data.midPk,
      sql: 'c.client_pk < $1',
      params: () => [data.midPk],
    },
    {
      oper: 2,
      what: 'greater than on a datetime',
      field: 'client_date_cad',
      value: () => '2024-01-01 00:00:00',
      sql: "c.client_date_cad > '2024-01-01 00:00:00'::timestamp",
      params: () => [],
    },
    {
      oper: 3,
      what: 'less than or equal on a date',
      field: 'client_date_birth',
      value: () => '1980-06-15',
      sql: "c.client_date_birth <= '1980-06-15'::date",
      params: () => [],
    },
    {
      oper: 4,
      what: 'greater than or equal on text',
      field: 'client_lastname',
      value: () => 'M',
      sql: "c.client_lastname >= 'M'",
      params: () => [],
    },
    {
      oper: 5,
      what: 'equal on a code',
      field: 'client_status',
      value: () => 0,
      sql: 'c.client_status = 0',
      params: () => [],
    },
    {
      oper: 6,
      what: 'not equal on a number',
      field: 'offices_pk',
      value: () => '1',
      sql: 'c.offices_pk <> 1',
      params: () => [],
    },
    {
      oper: 7,
      what: 'IS null on a datetime',
      field: 'client_date_deactivation',
      value: () => null,
      sql: 'c.client_date_deactivation is null',
      params: () => [],
    },
    {
      oper: 8,
      what: 'IS NOT null on a datetime',
      field: 'client_date_deactivation',
      value: () => null,
      sql: 'c.client_date_deactivation is not null',
      params: () => [],
    },
    {
      oper: 9,
      what: 'LIKE (case-sensitive) on client_name',
      field: 'client_name',
      value: () => `${data.namePrefix}%`,
      sql: 'c.client_name like $1',
      params: () => [`${data.namePrefix}%`],
    },
    {
      oper: 10,
      what: 'ILIKE on client_lastname',
      field: 'client_lastname',
      value: () => `%${data.lastnamePart}%`,
      sql: 'c.client_lastname ilike $1',
      params: () => [`%${data.lastnamePart}%`],
    },
    {
      oper: 11,
      what: 'address less than',
      field: 'network_cpe_ip',
      value: () => data.ip,
      sql: hasConnection('< $1::inet'),
      params: () => [data.ip],
    },
    {
      oper: 12,
      what: 'address less than or equal',
      field: 'network_cpe_ip',
      value: () => data.ip,
      sql: hasConnection('<= $1::inet'),
      params: () => [data.ip],
    },
    {
      oper: 13,
      what: 'address equal',
      field: 'network_cpe_ip',
      value: () => data.ip,
      sql: hasConnection('= $1::inet'),
      params: () => [data.ip],
    },
    {
      oper: 14,
      what: 'address greater than or equal',
      field: 'network_cpe_ip',
      value: () => data.ip,
      sql: hasConnection('>= $1::inet'),
      params: () => [data.ip],
    },
    {
      oper: 15,
      what: 'address greater than',
      field: 'network_cpe_ip',
      value: () => data.ip,
      sql: hasConnection('> $1::inet'),
      params: () => [data.ip],
    },
    {
      oper: 16,
      what: 'address not equal',
      field: 'network_cpe_ip',
      value: () => data.ip,
      sql: hasConnection('<> $1::inet'),
      params: () => [data.ip],
    },
    {
      oper: 17,
      what: 'address within a network',
      field: 'network_cpe_ip',
      value: () => data.network24,
      sql: hasConnection('<< $1::inet'),
      params: () => [data.network24],
    },
    {
      oper: 18,
      what: 'address within or equal to a network',
      field: 'network_cpe_ip',
      value: () => data.wideNetwork,
      sql: hasConnection('<<= $1::inet'),
      params: () => [data.wideNetwork],
    },
    {
      oper: 19,
      what: 'network contains an address',
      field: 'network_cpe_ip',
      value: () => data.insideWide,
      sql: hasConnection('>> $1::inet'),
      params: () => [data.insideWide],
    },
    {
      oper: 20,
      what: 'network contains or equals',
      field: 'network_cpe_ip',
      value: () => data.wideNetwork,
      sql: hasConnection('>>= $1::inet'),
      params: () => [data.wideNetwork],
    },
    {
      oper: 21,
      what: 'IN with an array on client_status',
      field: 'client_status',
      value: () => [0, 2],
      sql: 'c.client_status in (0, 2)',
      params: () => [],
    },
    {
      oper: 21,
      what: 'IN with a comma string on client_status',
      field: 'client_status',
      value: () => '1, 3',
      sql: 'c.client_status in (1, 3)',
      params: () => [],
    },
  ];

  it.each(cases)('oper $oper: $what', async ({ oper, field, value, sql, params }) => {
    const answer = await admin.post('/admin_ctl/client/list', {
      where: [{ field, oper, value: value() }],
      sort: 'client_pk',
      limit: 1000,
    });
    const rows = resultsOf<{ client_pk: number }>(answer);
    expect(clientListResponse.safeParse(answer.body).success).toBe(true);
    const expected = await pksOf(
      service.engine,
      `select c.client_pk as pk from client c where ${sql} order by c.client_pk`,
      params(),
    );
    const all = await pksOf(service.engine, 'select count(*) as pk from client');
    expect(rows.map((row) => row.client_pk)).toEqual(expected);
    expect(answer.body.total).toBe(expected.length);
    // Every case is arranged to find something; only oper 0 keeps every client.
    expect(expected.length).toBeGreaterThan(0);
    if (oper !== 0) expect(expected.length).toBeLessThan(all[0] ?? 0);
  });

  it('covers every offered oper code', () => {
    expect(new Set(cases.map((c) => c.oper))).toEqual(new Set(Array.from({ length: 22 }, (_, code) => code)));
  });

  it('finds the arranged network customer by containment only', async () => {
    const answer = await admin.post('/admin_ctl/client/list', {
      where: [
        { field: 'network_cpe_ip', oper: 19, value: data.insideWide },
        { field: 'AND' },
        { field: 'client_lastname', oper: 5, value: data.lastname },
      ],
    });
    expect(resultsOf<{ client_lastname: string }>(answer).map((row) => row.client_lastname)).toEqual([data.lastname]);
    const equal = await admin.post('/admin_ctl/client/list', {
      where: [{ field: 'network_cpe_ip', oper: 13, value: data.insideWide }],
    });
    expect(equal.body.total).toBe(0);
  });
});
