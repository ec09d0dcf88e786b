import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/language.ts';
import { isDeskError } from '../../api/desk-error.ts';
import { DossierCancelled, type DossierProgress, type GatherInput } from './gather-dossier.ts';
import { runDossier } from './run-dossier.ts';

/** Where the dialog stands: ready to start, gathering (with progress), done (files saved), failed or cancelled. */
export type DossierState =
  | { kind: 'ready' }
  | { kind: 'running'; progress: DossierProgress }
  | { kind: 'done'; files: string[] }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

/** Runs one dossier at a time; cancelling (or closing the dialog) aborts the calls in main and saves nothing. */
export function useDossier(clientPk: number) {
  const { t, i18n } = useTranslation('dossier');
  const [state, setState] = useState<DossierState>({ kind: 'ready' });
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    (area: GatherInput['area']) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setState({ kind: 'running', progress: { step: 'record', page: 0, pages: undefined } });
      runDossier({
        clientPk,
        area,
        signal: own.signal,
        t,
        language: i18n.language as Language,
        onProgress: (progress) => {
          if (!own.signal.aborted) setState({ kind: 'running', progress });
        },
      }).then(
        (files) => setState({ kind: 'done', files }),
        (error: unknown) => {
          if (own.signal.aborted || error instanceof DossierCancelled || isDeskError(error, 'CANCELLED'))
            setState({ kind: 'cancelled' });
          else setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
        },
      );
    },
    [clientPk, t, i18n.language],
  );
  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ kind: 'cancelled' });
  }, []);
  const reset = useCallback(() => setState({ kind: 'ready' }), []);
  return { state, start, cancel, reset };
}
