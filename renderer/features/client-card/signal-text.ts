/** A connection's signal as "RX -21,5 / TX -19 dBm" in the reader's language; '' when the server sent neither value. */
export function withSignal(row: Readonly<Record<string, unknown>>, language: string): string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const value = (field: string): string | undefined => {
    const raw = row[field];
    const number = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
    return Number.isFinite(number) ? format.format(number) : undefined;
  };
  const parts = [
    ['RX', value('network_cpe_commom_signal_rx')],
    ['TX', value('network_cpe_commom_signal_tx')],
  ].flatMap(([name, text]) => (text === undefined ? [] : [`${name} ${text}`]));
  return parts.length === 0 ? '' : `${parts.join(' / ')} dBm`;
}
