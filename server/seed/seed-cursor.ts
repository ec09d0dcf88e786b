/** The running counters of a seed run: next keys and numbers, carried from one batch to the next. */

/** Next keys of every table, connections handed out per address pool, protocols used per day. */
export interface SeedCursor {
  nextClientPk: number;
  nextContractPk: number;
  nextContractNumber: number;
  nextInvoicePk: number;
  nextConnectionPk: number;
  nextSupportPk: number;
  nextServiceOrderPk: number;
  fiberConnections: number;
  radioConnections: number;
  /** Support protocols issued per day number (a protocol is the date plus a 5-digit sequence). */
  protocolsPerDay: Map<number, number>;
}

/** The cursor of an empty database: every key starts at 1. */
export function initialCursor(): SeedCursor {
  return {
    nextClientPk: 1,
    nextContractPk: 1,
    // Why 10001: providers number contracts apart from keys, and five-digit numbers look like theirs.
    nextContractNumber: 10_001,
    nextInvoicePk: 1,
    nextConnectionPk: 1,
    nextSupportPk: 1,
    nextServiceOrderPk: 1,
    fiberConnections: 0,
    radioConnections: 0,
    protocolsPerDay: new Map(),
  };
}

/** An independent copy, so generating a batch never changes the cursor it was given. */
export function copyCursor(cursor: SeedCursor): SeedCursor {
  return { ...cursor, protocolsPerDay: new Map(cursor.protocolsPerDay) };
}
