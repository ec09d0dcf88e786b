import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnPrefs } from '../../grid/column-prefs.ts';
import type { ExportTarget } from './export-table.ts';
import type { ExportQuery } from './fetch-clients.ts';
import { ExportCancelled } from './paging-plan.ts';
import { runExport, type ExportOutcome } from './run-export.ts';
import { XlsxWriteFailed } from './xlsx.ts';
import { journalExport, useMaskingPolicy } from '../../privacy/index.ts';

/**
 * Where an export is: nothing running, the operator choosing masked or unmasked personal data, fetching rows
 * (total known once the first page answers) then writing the file, or failed (`writing`: the file could not be
 * written; otherwise the rows could not be fetched, and `message` says why).
 */
export type ExportState =
  | { kind: 'idle' }
  | { kind: 'choosing'; target: ExportTarget }
  | { kind: 'running'; target: ExportTarget; fetched: number; total: number | undefined; writing?: boolean }
  | { kind: 'failed'; message: string; writing: boolean };

/** Starts and cancels exports of the grid's whole result, and tracks their progress. */
export function useExport(query: ExportQuery, prefs: ColumnPrefs, knownTotal: number | undefined) {
  const { t } = useTranslation('clients');
  const { t: tExport, i18n } = useTranslation('export');
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const policy = useMaskingPolicy();
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ kind: 'idle' });
  }, []);

  // Why: leaving the screen mid-export stops the paging rather than saving a file later.
  useEffect(() => () => running.current?.abort(), []);

  // Why a choice first: the dialog says whether the file holds personal data unmasked, masked by default (issue 19).
  const choose = useCallback((target: ExportTarget) => setState({ kind: 'choosing', target }), []);

  // Why the latest values through a ref: `start` stays the same function while the grid's query and total
  // change (every filter and answer), so the memoised dialog is not rendered again for them; it only ever runs
  // after a render was committed, when the ref holds that render's values.
  const latest = useRef({ query, prefs, t, knownTotal, policy, tExport, i18n });
  useEffect(() => {
    latest.current = { query, prefs, t, knownTotal, policy, tExport, i18n };
  });

  const start = useCallback((target: ExportTarget, unmasked: boolean) => {
    const { query, prefs, t, knownTotal, policy, tExport, i18n } = latest.current;
    running.current?.abort();
    const mask = unmasked || !policy.enabled || policy.kinds.length === 0 ? null : policy;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running', target, fetched: 0, total: knownTotal });
    const onProgress = (fetched: number, total: number) => {
      if (!controller.signal.aborted) setState({ kind: 'running', target, fetched, total });
    };
    const onWriting = () => {
      if (!controller.signal.aborted)
        setState((now) => (now.kind === 'running' ? { ...now, total: now.fetched, writing: true } : now));
    };
    // Why every outcome is journaled: a failed or cancelled export is on record as such, never as a file that left.
    const journal = (outcome: ExportOutcome, rows: number) =>
      journalExport({ unmasked: mask === null, format: target, rows, outcome });
    runExport({ target, query, prefs, t, signal: controller.signal, onProgress, onWriting, mask, journal }).then(
      (done) => {
        if (controller.signal.aborted) return;
        running.current = null;
        setState({ kind: 'idle' });
        // Why said: the dialog closes and the browser or the system's save dialog takes over; the clerk is told it worked.
        notifications.show({
          id: 'export-done',
          color: 'green',
          message: tExport('done', { rows: done.rows.toLocaleString(i18n.language), file: done.fileName }),
        });
      },
      (error: unknown) => {
        if (error instanceof ExportCancelled || controller.signal.aborted) return;
        running.current = null;
        const message = error instanceof Error ? error.message : String(error);
        setState({ kind: 'failed', message, writing: error instanceof XlsxWriteFailed });
      },
    );
  }, []);

  const dismiss = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, choose, start, cancel, dismiss };
}
