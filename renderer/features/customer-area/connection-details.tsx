import type { Language } from '../../../shared/language.ts';
import { useTranslation } from 'react-i18next';
import { plainText } from '../../grid/cell-text.ts';
import { presentGroups } from './connection-groups.ts';
import { GroupedDetails } from './grouped-details.tsx';
import { useCodeLabels } from './use-code-labels.ts';
import { valueText } from './value-text.ts';

/** One connection's fields grouped (identity, network, Wi-Fi, fibre, signal); fields with nothing to say are left out. */
export function ConnectionDetails({ record }: { record: Readonly<Record<string, unknown>> }) {
  const { t, i18n } = useTranslation('customer-area');
  const labels = useCodeLabels();
  const language = i18n.language as Language;
  const groups = presentGroups(record, (field, kind) => valueText(kind, record[field], { field, language, t, labels }));
  const id = plainText(record.network_cpe_pk);
  return (
    <GroupedDetails
      title={t('connection.details', { id })}
      nothing={t('connection.nothing')}
      cols={{ base: 1, md: 2, xl: 3 }}
      labelWidth={170}
      marker={['data-connection-details', id]}
      groups={groups.map((group) => ({
        id: group.id,
        title: t(`connection.group.${group.id}`),
        items: group.fields.map(({ field, text }) => ({
          id: field.id,
          label: t(`cpe.${field.id}`),
          value: text,
          style: field.kind === 'mac' || field.kind === 'ip' ? { fontFamily: 'monospace' } : undefined,
        })),
      }))}
    />
  );
}
