import { FormClient } from '../../tests/support/form-client.ts';
import { benchPasswords } from './service-settings.ts';
import { timeRepeated, type RepeatPlan } from './timed-loop.ts';

/** Timed client-list requests over HTTP: the durations and what the last answer held. */
export interface HttpListRun {
  samples: number[];
  total: number;
  rows: number;
}

/** An administrative-area client logged in as the demo operator `admin` (its cookie kept for every request). */
export async function loginAdmin(adminUrl: string): Promise<FormClient> {
  const client = new FormClient(adminUrl);
  await client.login('admin', benchPasswords.staff);
  return client;
}

/** Times sequential `POST {admin}/client/list` requests (first page, default sort) on one keep-alive connection. */
export async function timeClientListOverHttp(
  client: FormClient,
  adminPrefix: string,
  where: string | undefined,
  limit: number,
  plan: RepeatPlan,
): Promise<HttpListRun> {
  const request = async (): Promise<{ total: number; rows: number }> => {
    // The timing covers what a client waits for: the request, the service's work, the body and its parsing.
    const answer = await client.post(`/${adminPrefix}/client/list`, {
      start: 0,
      limit,
      ...(where !== undefined ? { where } : {}),
    });
    if (answer.status !== 200 || answer.body.success !== true)
      throw new Error(`client/list answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    const results = answer.body.results;
    return { total: Number(answer.body.total), rows: Array.isArray(results) ? results.length : 0 };
  };
  const runs = await timeRepeated(request, plan);
  return { samples: runs.samples, ...runs.last };
}
