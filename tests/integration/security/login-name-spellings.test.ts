// Issue 43, item 5: the login throttle counted attempts under JavaScript's `toLowerCase()` of the user name
// while the account was found by PostgreSQL's `lower()`; `İ` (capital I with a dot) for `i` is one account to
// `lower()` and another name to `toLowerCase()`, so each such spelling had a budget of its own: 4 spellings, 20
// checked guesses instead of 5. The name is now normalised once (NFC, one case fold) for the throttle, the
// account lookup and the Basic cache: a spelling that reaches the account is counted as the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProviderService, type RunningService } from '../../../server/service.ts';
import { FormClient, type Answer } from '../../support/form-client.ts';
import {
  adminSession,
  createCustomer,
  otherLoopbackAddress,
  type TestCustomer,
} from '../../support/integration-kit.ts';
import { engineNames, testSecretKey, useService } from '../../support/test-service.ts';

const basic = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`,
});

/** Ways of writing a user name that PostgreSQL's `lower()` (in a UTF-8 locale) may take for the same account. */
function spellings(username: string): string[] {
  return [
    username.toUpperCase(),
    `${username.charAt(0).toUpperCase()}${username.slice(1)}`,
    username.replaceAll('i', '\u0130'),
    username.toUpperCase().replaceAll('I', '\u0130'),
  ];
}

describe.each(engineNames)('one user name, however it is spelled, has one login budget (%s)', (engineName) => {
  let shared: RunningService;
  let strict: RunningService;
  let customer: TestCustomer;

  beforeAll(async () => {
    shared = await useService(engineName);
    customer = await createCustomer(await adminSession(shared));
    // A service of its own on the same database whose first wait (10 minutes) outlasts the test.
    strict = await startProviderService(
      { secretKey: testSecretKey, adminPort: 0, clientPort: 0, logLevel: 'silent', loginBaseDelaySeconds: 600 },
      { engine: shared.engine },
    );
  });
  afterAll(async () => {
    await strict.close();
  });

  /** Spends the free attempts of the customer's own spelling from a new address; answers a client from there. */
  async function spentBudget(): Promise<FormClient> {
    const guesser = new FormClient(strict.clientUrl, undefined, { localAddress: otherLoopbackAddress() });
    const checked: number[] = [];
    for (let guess = 0; guess < strict.config.loginFreeAttempts; guess += 1)
      checked.push((await guesser.post('/login', { username: customer.username, password: `wrong-${guess}` })).status);
    expect(checked.every((status) => status === 401)).toBe(true);
    const next = await guesser.post('/login', { username: customer.username, password: customer.password });
    expect(next.status).toBe(429);
    return guesser;
  }
  const opened = (answers: Array<[string, Answer]>): string[] =>
    answers.filter(([, answer]) => answer.status === 200).map(([spelling]) => spelling);

  it('once the budget of a name is spent, no other spelling of it logs in with the right password', async () => {
    const guesser = await spentBudget();
    const answers: Array<[string, Answer]> = [];
    for (const spelling of spellings(customer.username))
      answers.push([spelling, await guesser.post('/login', { username: spelling, password: customer.password })]);
    expect(opened(answers)).toEqual([]);
  });

  it('nor with HTTP Basic credentials on a client-area read', async () => {
    const guesser = await spentBudget();
    const answers: Array<[string, Answer]> = [];
    for (const spelling of spellings(customer.username))
      answers.push([spelling, await guesser.post('/client_ctl/contract/list', {}, basic(spelling, customer.password))]);
    expect(opened(answers)).toEqual([]);
  });

  it('the name as it was registered, in any case, still logs in where no budget was spent', async () => {
    for (const spelling of [customer.username, customer.username.toUpperCase()]) {
      const client = new FormClient(strict.clientUrl, undefined, { localAddress: otherLoopbackAddress() });
      expect((await client.post('/login', { username: spelling, password: customer.password })).status).toBe(200);
    }
  });
});
