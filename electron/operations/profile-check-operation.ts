import { describeStep, runConnectionCheck } from '../provider/connection-check/run-connection-check.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import type { Operations } from './operation-types.ts';

/** "Testar conexão": checks the typed profile step by step and answers each step in the user's language. */
export function profileCheckOperation(deps: {
  settings: SettingsStore;
  /** IT's extra CAs, judged with as provider traffic is. */
  extraCas?: readonly string[];
}): Pick<Operations, 'profiles:test'> {
  return {
    'profiles:test': async (args) => {
      const outcomes = await runConnectionCheck(args, { extraCas: deps.extraCas ?? [] });
      const language = deps.settings.language();
      return {
        ok: outcomes.every((outcome) => outcome.status !== 'fail'),
        steps: outcomes.map((outcome) => describeStep(outcome, language)),
      };
    },
  };
}
