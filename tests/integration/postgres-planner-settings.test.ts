import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../server/service.ts';
import { useService } from '../support/test-service.ts';

// The service's own PostgreSQL connections carry its planner settings (server/db/postgres-engine.ts), so at
// 100k clients "clients with a connection in a network" is looked up by key instead of by reading every client,
// without asking the DBA to change the server (the plan itself is measured by the bench's scale phase: at a
// test's 60 clients reading them all is the right plan).
describe('planner settings of the service (postgres)', () => {
  let service: RunningService;

  beforeAll(async () => {
    service = await useService('postgres');
  });

  it('runs every pooled connection with random_page_cost 1.1, the server default left alone', async () => {
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        service.engine.query<{ cost: string; source: string }>(
          "select setting as cost, source from pg_settings where name = 'random_page_cost'",
        ),
      ),
    );
    expect(settings.flat()).toEqual(Array.from({ length: 4 }, () => ({ cost: '1.1', source: 'client' })));
    const [server] = await service.engine.query<{ boot: string }>(
      "select boot_val as boot from pg_settings where name = 'random_page_cost'",
    );
    expect(server?.boot).toBe('4');
  });
});
