// `npm run check-server -- --admin-url URL [--client-url URL] [--prefix admin_ctl] [--user NAME] [--lang en]`:
// the profile form's "Testar conexão" for IT, in a terminal: the same steps, the same words. The
// password comes from PROVIDER_CHECK_PASSWORD or is asked (never an argument: those show in process lists).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { describeStep, runConnectionCheck } from '../electron/provider/connection-check/run-connection-check.ts';
import { profileCheckInputSchema } from '../shared/ipc/profile-schema.ts';

const { values } = parseArgs({
  options: {
    'admin-url': { type: 'string' },
    'client-url': { type: 'string', default: '' },
    prefix: { type: 'string', default: 'admin_ctl' },
    user: { type: 'string', default: '' },
    lang: { type: 'string', default: process.env.LANG?.startsWith('en') ? 'en' : 'pt-BR' },
  },
});
const language = values.lang === 'en' ? 'en' : 'pt-BR';

async function askPassword(): Promise<string | undefined> {
  if (process.env.PROVIDER_CHECK_PASSWORD !== undefined) return process.env.PROVIDER_CHECK_PASSWORD;
  if (!values.user || !process.stdin.isTTY) return undefined;
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  const answer = await prompt.question(
    language === 'en'
      ? `Password of ${values.user} (empty: skip the login): `
      : `Senha de ${values.user} (vazio: pula o login): `,
  );
  prompt.close();
  return answer || undefined;
}

const parsed = profileCheckInputSchema.safeParse({
  adminUrl: values['admin-url'],
  clientUrl: values['client-url'],
  adminPrefix: values.prefix,
  username: values.user,
  password: await askPassword(),
});
if (!parsed.success) {
  process.stderr.write(
    `${parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n')}\n`,
  );
  process.stderr.write(
    'usage: npm run check-server -- --admin-url https://host:8080 [--client-url http://host] [--prefix admin_ctl] [--user NAME] [--lang en]\n',
  );
  process.exit(2);
}
const outcomes = await runConnectionCheck(parsed.data);
const marks = { pass: '✓', fail: '✗', skip: '–' } as const;
for (const step of outcomes.map((outcome) => describeStep(outcome, language))) {
  process.stdout.write(`${marks[step.status]} ${step.title}${step.detail ? `: ${step.detail}` : ''}\n`);
}
process.exit(outcomes.some((outcome) => outcome.status === 'fail') ? 1 : 0);
