/** Marks a switch as exhaustive: a missed case fails to compile, and a value that slips through at run time throws. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}
