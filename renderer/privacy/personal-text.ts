import type { ClientField } from '../grid/client-fields.ts';
import { fieldText, type FieldTextPlace } from '../grid/cell-text.ts';
import { maskKindOfField } from './masked-fields.ts';
import { maskedText } from './mask-text.ts';
import { isMasked, type MaskingPolicy } from './masking-rules.ts';

/**
 * A client field's value as text, masked when the policy masks its kind (grid cells, exports, the card);
 * `revealed` shows it whole for this record. Other fields read exactly as fieldText gives them.
 */
export function personalFieldText(
  field: Pick<ClientField, 'id' | 'kind'>,
  value: unknown,
  // Why fieldText's own type: this is fieldText with masks, and takes whatever translation function it takes.
  t: Parameters<typeof fieldText>[2],
  policy: MaskingPolicy,
  place: FieldTextPlace = 'grid',
  revealed = false,
): string {
  const kind = maskKindOfField(field.id);
  if (revealed || !isMasked(policy, kind)) return fieldText(field, value, t, place);
  return maskedText(kind, value, place);
}
