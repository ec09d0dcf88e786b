import { maskEmail, maskValue, type MaskKind } from '../../shared/privacy/masks.ts';
import { formatLabelledItems, parseLabelledList } from '../grid/labelled-list.ts';
import type { FieldTextPlace } from '../grid/cell-text.ts';
import { plainText } from '../grid/cell-text.ts';

/**
 * A personal value masked and laid out as the grid or the detail panel shows that field: phone and e-mail
 * lists (`Label#-#value,…`) keep their labels and mask each item; an unlabelled e-mail list masks each address.
 */
export function maskedText(kind: MaskKind, value: unknown, place: FieldTextPlace = 'grid'): string {
  const text = plainText(value);
  if (text.trim() === '') return '';
  if (kind !== 'phone' && kind !== 'email') return maskValue(kind, text);
  const items = parseLabelledList(text).flatMap((item) =>
    kind === 'email' && item.label === ''
      ? item.value
          .split(/[,;\s]+/)
          .filter(Boolean)
          .map((address) => ({ label: '', value: address }))
      : [item],
  );
  const masked = items.map((item) => ({
    label: item.label,
    value: kind === 'email' ? maskEmail(item.value) : maskValue(kind, item.value),
  }));
  // Why the list's own layout: the masked list reads exactly like the unmasked one, item for item.
  return formatLabelledItems(masked, place === 'grid' ? 'line' : 'lines');
}
