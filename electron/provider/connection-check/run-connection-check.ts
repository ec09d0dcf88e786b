import { checkProblemText, checkStepTitle, type CheckStepId } from '../../../shared/ipc/connection-check-words.ts';
import type { MessageLanguage } from '../../../shared/ipc/error-messages.ts';
import { HttpTransport } from '../http-transport.ts';
import { canonicalFingerprint } from '../network/cert-fingerprint.ts';
import { loadTrustedCas } from '../network/trusted-cas.ts';
import type { CheckTarget, StepOutcome } from './check-types.ts';
import { checkClientArea, checkHttp, checkLogin, checkPrefix } from './http-steps.ts';
import { checkCertificate, checkName, checkPort, endpointOf } from './network-steps.ts';

/** One step as the page and the CLI show it. */
export interface CheckStepReport {
  id: CheckStepId;
  status: 'pass' | 'fail' | 'skip';
  title: string;
  /** What the step found, or what to do about what it found. */
  detail: string;
}

/** Timeouts of the check's own transport: a person is waiting for each step. */
const checkTimeouts = { connect: 5_000, headers: 8_000, body: 8_000 };

/**
 * Checks a server profile step by step (name, port, certificate, HTTP, JSON, prefix, login, client
 * area), stopping the administrative steps at the first that fails; each step says what it found or
 * what to do, in plain words. Sends nothing but the calls its steps name.
 */
export async function runConnectionCheck(
  target: CheckTarget,
  options: { ca?: readonly string[]; extraCas?: readonly string[] } = {},
): Promise<StepOutcome[]> {
  const outcomes: StepOutcome[] = [];
  const skipRest = (ids: CheckStepId[]) => ids.forEach((id) => outcomes.push({ id, status: 'skip' }));
  const { host, port, secure } = endpointOf(target.adminUrl);
  // Why the same CAs as provider traffic (and the form's pin): the check must judge as the app will.
  const ca = [...(options.ca ?? loadTrustedCas().cas), ...(options.extraCas ?? [])];
  const pin = target.pinnedCertSha256 ? canonicalFingerprint(target.pinnedCertSha256) : undefined;
  const transport = new HttpTransport(checkTimeouts, { trustedCas: ca });
  try {
    const admin = async (): Promise<void> => {
      const name = await checkName(host);
      outcomes.push(name);
      if (name.status === 'fail') return skipRest(['tcp', 'tls', 'http', 'json', 'prefix', 'login']);
      const tcp = await checkPort(host, port);
      outcomes.push(tcp);
      if (tcp.status === 'fail') return skipRest(['tls', 'http', 'json', 'prefix', 'login']);
      const tls = secure
        ? await checkCertificate(host, port, ca, pin)
        : ({ id: 'tls', status: 'skip', found: 'http://' } as const);
      outcomes.push(tls);
      if (tls.status === 'fail') return skipRest(['http', 'json', 'prefix', 'login']);
      const http = await checkHttp(transport, target.adminUrl, pin);
      outcomes.push(http);
      if (http.status === 'fail') return skipRest(['json', 'prefix', 'login']);
      const [json, prefix] = await checkPrefix(transport, target.adminUrl, target.adminPrefix, pin);
      outcomes.push(json, prefix);
      if (prefix.status !== 'pass') return skipRest(['login']);
      outcomes.push(
        await checkLogin(
          transport,
          target.adminUrl,
          target.username,
          target.password,
          pin,
          target.auth === 'basic' ? target.adminPrefix : undefined,
        ),
      );
    };
    await admin();
    outcomes.push(await checkClientArea(transport, target.clientUrl, pin));
    return outcomes;
  } finally {
    await transport.close();
  }
}

/** A step's outcome in words, in a language. */
export function describeStep(outcome: StepOutcome, language: MessageLanguage): CheckStepReport {
  const title = checkStepTitle(outcome.id, language);
  if (outcome.status === 'fail')
    return {
      id: outcome.id,
      status: 'fail',
      title,
      detail: checkProblemText(outcome.problem, language, outcome.params),
    };
  const note =
    outcome.status === 'pass' && outcome.problem
      ? ` ${checkProblemText(outcome.problem, language, outcome.params ?? {})}`
      : '';
  return { id: outcome.id, status: outcome.status, title, detail: `${outcome.found ?? ''}${note}`.trim() };
}
