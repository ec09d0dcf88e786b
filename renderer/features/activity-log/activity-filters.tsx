import { Button, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { auditKinds, type AuditKind } from '../../../shared/ipc/audit-schema.ts';
import { DayInput } from './day-input.tsx';
import { kindKey } from './kind-key.ts';
import type { ActivityFilter } from './use-activity-log.ts';

const isKind = (value: string | null): value is AuditKind =>
  value !== null && (auditKinds as readonly string[]).includes(value);

/** The screen's filters: operator, client, kind and a range of days. */
export function ActivityFilters({
  value,
  onChange,
  operators,
  clientText,
  onClientText,
}: {
  value: ActivityFilter;
  onChange: (next: ActivityFilter) => void;
  operators: readonly string[];
  clientText: string;
  onClientText: (text: string) => void;
}) {
  const { t } = useTranslation('activity-log');
  const badDates = value.from !== undefined && value.to !== undefined && value.from > value.to;
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={t('filters')} wrap="wrap">
      <Select
        label={t('operator')}
        placeholder={t('anyOperator')}
        data={operators.map((name) => ({ value: name, label: name }))}
        value={value.operator ?? null}
        onChange={(operator) => onChange({ ...value, operator: operator ?? undefined })}
        clearable
        w={180}
        data-filter="operator"
      />
      <TextInput
        label={t('client')}
        placeholder={t('clientHint')}
        value={clientText}
        onChange={(event) => onClientText(event.currentTarget.value)}
        w={220}
        data-filter="client"
      />
      <Select
        label={t('kind')}
        placeholder={t('anyKind')}
        data={auditKinds.map((kind) => ({ value: kind, label: t(`kinds.${kindKey(kind)}` as const) }))}
        value={value.kind ?? null}
        onChange={(kind) => onChange({ ...value, kind: isKind(kind) ? kind : undefined })}
        clearable
        w={220}
        data-filter="kind"
      />
      <DayInput
        label={t('from')}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        invalidText={t('badDate')}
        placeholder={t('dayPlaceholder')}
        error={badDates ? t('badDates') : undefined}
        name="from"
      />
      <DayInput
        label={t('to')}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        invalidText={t('badDate')}
        placeholder={t('dayPlaceholder')}
        name="to"
      />
      <Button
        variant="subtle"
        onClick={() => {
          onClientText('');
          onChange({});
        }}
        data-action="clear-filters"
      >
        {t('clearFilters')}
      </Button>
    </Group>
  );
}
