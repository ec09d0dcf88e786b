/** An amount in cents; 0 for none (null, ""), `undefined` for a value that is not an amount. */
export const amountCents = (amount: unknown): number | undefined => {
  if (amount === null || amount === undefined || amount === '') return 0;
  // Why only numbers and numeric text: main reads every notation it knows ("1.069,90") into "1069.90"; what is
  // left is a value it could not read, kept as sent, and Number() would turn " " or "0x10" into an amount.
  const value =
    typeof amount === 'number'
      ? amount
      : typeof amount === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(amount)
        ? Number(amount)
        : NaN;
  return Number.isFinite(value) ? Math.round(value * 100) : undefined;
};
