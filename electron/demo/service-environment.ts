// Why a filtered environment: `DATABASE_URL` or `PROVIDER_*` set for something else would point the demo
// at a real database (and seed 2,000 demo clients into it) or change its ports and passwords; the demo's
// settings come only from the arguments the demo controller gives.
/** The environment the demo service starts with: ours, minus every setting the service reads from it. */
export function serviceEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && entry[0] !== 'DATABASE_URL' && !entry[0].startsWith('PROVIDER_'),
    ),
  );
}
