// Phone and e-mail lists as some servers send them (`Label#-#value` items joined by commas).

/** One item of a `Label#-#value` list (phones, e-mails); items without a label have label ''. */
export interface LabelledItem {
  label: string;
  value: string;
}

/** Reads the `Label#-#value,Label#-#value` lists some servers send for phones and e-mails; other text is one item. */
export function parseLabelledList(text: string | null | undefined): LabelledItem[] {
  if (!text) return [];
  if (!text.includes('#-#')) return [{ label: '', value: text.trim() }];
  return text
    .split(',')
    .map((item) => {
      const at = item.indexOf('#-#');
      return at < 0
        ? { label: '', value: item.trim() }
        : { label: item.slice(0, at).trim(), value: item.slice(at + 3).trim() };
    })
    .filter((item) => item.value !== '');
}

/** A labelled list for one line ("Celular (67) 99273-4796 · Residencial (67) 3142-2213") or one item a line ("Celular: …"). */
export function formatLabelledList(text: string | null | undefined, layout: 'line' | 'lines'): string {
  return formatLabelledItems(parseLabelledList(text), layout);
}

/** Labelled items laid out as formatLabelledList does (the masked lists of renderer/privacy read the same way). */
export function formatLabelledItems(items: readonly LabelledItem[], layout: 'line' | 'lines'): string {
  if (layout === 'line')
    return items.map((item) => (item.label ? `${item.label} ${item.value}` : item.value)).join(' · ');
  return items.map((item) => (item.label ? `${item.label}: ${item.value}` : item.value)).join('\n');
}
