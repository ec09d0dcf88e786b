import type { Language } from '../../../shared/language.ts';
import { useTranslation } from 'react-i18next';
import { plainText } from '../../grid/cell-text.ts';
import { isKeyOf } from '../../i18n/is-key-of.ts';
import { MaskedValue } from '../../privacy/index.ts';
import { GroupedDetails } from './grouped-details.tsx';
import { ptBR } from './locales/pt-BR.ts';
import { otherFieldLabel, supportOrderGroups, type SupportOrderField } from './support-order-fields.ts';
import { useCodeLabels } from './use-code-labels.ts';
import { valueText } from './value-text.ts';

/** One support order as the customer area opens it: everything the server sent, in words, grouped. */
export function SupportOrderDetails({
  record,
  clientId,
}: {
  record: Readonly<Record<string, unknown>>;
  /** The client the order belongs to (for journaling a revealed phone). */
  clientId: number | string;
}) {
  const { t, i18n } = useTranslation('customer-area');
  const labels = useCodeLabels();
  const groups = supportOrderGroups(record);
  const protocol = plainText(record.support_protocol);
  const label = (id: string): string => (isKeyOf(ptBR.order.field, id) ? t(`order.field.${id}`) : otherFieldLabel(id));
  const value = (field: SupportOrderField) => {
    // Why masked: the contact phone is personal data, shown as every other phone is (revealed on purpose).
    if (field.kind === 'phone')
      return (
        <MaskedValue
          clientId={clientId}
          field="support_phone"
          kind="phone"
          value={record[field.id]}
          label={label(field.id)}
        />
      );
    return valueText(field.kind, record[field.id], { field: field.id, language: i18n.language as Language, t, labels });
  };
  return (
    <GroupedDetails
      title={t('order.details', { protocol })}
      nothing={t('order.nothing')}
      cols={{ base: 1, md: 2 }}
      labelWidth={190}
      marker={['data-order-details', protocol]}
      groups={groups.map((group) => ({
        id: group.id,
        title: t(`order.group.${group.id}`),
        items: group.fields.map((field) => ({
          id: field.id,
          label: label(field.id),
          value: value(field),
          style: { whiteSpace: 'pre-wrap' },
        })),
      }))}
    />
  );
}
