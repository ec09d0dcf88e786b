// EMV QR Code (Merchant-Presented Mode) fields: two-digit id, two-digit length, value; templates nest the same way.

/** One field: its id and value (a template's value holds fields of its own). */
export interface EmvField {
  id: string;
  value: string;
}

/** One field's text: id, the value's length in two digits, the value. */
export function emvField(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`field id ${id} is not two digits`);
  if (value.length > 99) throw new RangeError(`field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** The fields of a text, in order; undefined when the text is not a sequence of well-formed fields. */
export function readEmvFields(text: string): EmvField[] | undefined {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) return undefined;
    const end = at + 4 + Number(length);
    if (end > text.length) return undefined;
    fields.push({ id, value: text.slice(at + 4, end) });
    at = end;
  }
  return fields;
}
