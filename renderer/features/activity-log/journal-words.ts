import type { i18n as I18n } from 'i18next';
import { findClientField } from '../../grid/client-fields.ts';
import { fieldText } from '../../grid/cell-text.ts';
import { typedFieldLabel } from '../../grid/typed-fields.ts';
// Why the files and not privacy's index: the index also brings the bridge to main, which a unit test has not.
import { maskedText } from '../../privacy/mask-text.ts';
import { maskKindOfField } from '../../privacy/masked-fields.ts';
import { isMasked, type MaskingPolicy } from '../../privacy/masking-rules.ts';
import type { DetailWords } from './entry-details.ts';

// Why here: the journal names fields as the records and forms do (`client_type`, `os_pk`); a person reads
// them as the grid and the support order form name them, and their values as the grid shows them.

/** A support order's phone is the customer's phone: masked as the grid masks `client_phones`. */
const maskKindOf = (field: string) => (field === 'phone' ? 'phone' : maskKindOfField(field));

/** A string of another feature's namespace, when it has one (the grid's field names, the order form's priorities). */
const resource = (i18n: I18n, namespace: string, key: string): string | undefined => {
  const value: unknown = i18n.getResource(i18n.language, namespace, key);
  return typeof value === 'string' ? value : undefined;
};

/**
 * Every word the activity log needs to describe an entry in `i18n`'s language, values masked as `policy` says (none
 * when `policy` is undefined: the CSV, journaled as unmasked); an office by its name in `offices` (code → name).
 */
export function journalWords(
  i18n: I18n,
  policy: MaskingPolicy | undefined,
  offices: ReadonlyMap<number, string> = new Map(),
): DetailWords {
  const t = i18n.getFixedT(i18n.language, 'activity-log');
  const anyT = i18n.getFixedT(i18n.language);
  return {
    change: (field, before, after) => t('details.change', { field, before, after }),
    set: (field, value) => t('details.set', { field, value }),
    empty: t('details.empty'),
    revealed: (field) => t('details.revealed', { field }),
    revealedFor: (purpose, fields) => t(`details.revealedFor.${purpose}`, { fields }),
    exportOf: (scope, rows, formats, unmasked) =>
      `${t('details.exportOf', {
        scope: scope === 'audit' ? t('details.scopes.audit') : t('details.scopes.clients'),
        // Why formatted here: i18next's interpolation writes 2001, a clerk reads 2.001; XLSX and CSV are names.
        rows: new Intl.NumberFormat(i18n.language).format(rows),
        formats: formats.toUpperCase(),
      })}${unmasked === undefined ? '' : `, ${unmasked ? t('details.unmasked') : t('details.masked')}`}`,
    exportEnded: (outcome) => t(outcome === 'failed' ? 'details.exportFailed' : 'details.exportCancelled'),
    dossier: (formats) => t('details.dossier', { formats }),
    passwordChanged: t('details.passwordChanged'),
    fieldLabel: (field, clientType) =>
      // Why the office's label for its code: the entry keeps the code, and the line shows the office's name.
      (field === 'offices_pk' ? resource(i18n, 'clients', 'field.offices_identification') : undefined) ??
      typedFieldLabel(field, clientType, anyT) ??
      resource(i18n, 'clients', `field.${field}`) ??
      resource(i18n, 'activity-log', `fields.${field}`) ??
      // Why never the key itself: a field this app does not know still reads as words, not as `snake_case`.
      field.replaceAll('_', ' '),
    value: (field, value) => {
      // A change of masking (privacy.masking): on or off, and the kinds by their names on the settings screen.
      if (field === 'maskPersonalData') return t(value === 'true' ? 'details.maskingOn' : 'details.maskingOff');
      if (field === 'maskedFields')
        return (
          value
            .split(',')
            .filter(Boolean)
            .map((kind) => resource(i18n, 'privacy', `kinds.${kind}`) ?? kind)
            .join(', ') || t('details.noKinds')
        );
      const kind = maskKindOf(field);
      if (policy && isMasked(policy, kind)) return maskedText(kind, value, 'detail');
      if (field === 'priority') return resource(i18n, 'customer-area', `code.priority.${value}`) ?? value;
      if (field === 'task_pk') return t('details.numbered', { number: value });
      if (field === 'offices_pk') return offices.get(Number(value)) ?? t('details.numbered', { number: value });
      const clientField = findClientField(field);
      return clientField ? fieldText(clientField, value, anyT, 'detail') || value : value;
    },
  };
}
