/** Collects parameter values and hands out their `$n` placeholders, numbered from a given index. */
export class ParamList {
  readonly values: unknown[] = [];
  readonly #first: number;

  constructor(firstIndex: number) {
    if (!Number.isSafeInteger(firstIndex) || firstIndex < 1)
      throw new RangeError(`First parameter index must be a whole number from 1, not ${firstIndex}`);
    this.#first = firstIndex;
  }

  /** Adds a value and returns its placeholder, such as `$3`. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.#first + this.values.length - 1}`;
  }
}
