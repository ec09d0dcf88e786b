/** Query metadata: queries of a customer's area report expiry to their own screen, not the operator's dialog. */
export interface DeskQueryMeta extends Record<string, unknown> {
  area?: 'admin' | 'client';
}
