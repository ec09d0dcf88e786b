// The page's events for the audit journal (issue 19): who and when are added by main, the page says what.
import { desk } from '../api/desk.ts';
import { unwrap } from '../api/desk-error.ts';

/** A personal value shown whole on purpose: which client, which field. */
export interface RevealEvent {
  clientId: number | string;
  field: string;
}

/** An export: its format, how many rows, whether its file holds personal data unmasked, and how it ended. */
export interface ExportEvent {
  unmasked: boolean;
  format: 'csv' | 'xlsx';
  rows: number;
  outcome: 'done' | 'failed' | 'cancelled';
}

/** Writes a reveal to the audit journal (`audit:record`); resolves once main has it, rejects when it could not. */
export async function journalReveal({ clientId, field }: RevealEvent): Promise<void> {
  const clientPk = Number(clientId);
  // Why refused: the journal names a client by its number; a value whose client is not known is not revealed.
  if (!Number.isSafeInteger(clientPk) || clientPk < 1) throw new Error('the client number is not known');
  unwrap(await desk.auditRecord({ kind: 'reveal', clientPk, field }));
}

/** Writes an export (its choice and how it ended) to the audit journal; resolves once main has it, rejects when it could not. */
export async function journalExport({ unmasked, format, rows, outcome }: ExportEvent): Promise<void> {
  unwrap(await desk.auditRecord({ kind: 'export', unmasked, formats: [format], rows, outcome }));
}
