import { ActionIcon, Code, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { encodeWhere } from '../../../shared/filter/codec.ts';
import type { Filter } from '../../../shared/filter/model.ts';

/** What a custom filter row shows and removes. */
export interface CustomRowProps {
  where: Filter;
  number: number;
  onRemove: () => void;
}

/** A custom filter (pasted or saved JSON without builder rows) in the builder: its JSON read-only, removable. */
export function CustomRow({ where, number, onRemove }: CustomRowProps) {
  const { t } = useTranslation('filter-builder');
  const json = encodeWhere(where);
  return (
    <Group gap="xs" wrap="nowrap" data-custom-condition>
      <Code aria-label={t('customRow', { json })} style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {json}
      </Code>
      <ActionIcon
        variant="subtle"
        color="red"
        size="md"
        aria-label={t('remove', { number })}
        title={t('remove', { number })}
        onClick={onRemove}
        data-action="remove-condition"
      >
        ×
      </ActionIcon>
    </Group>
  );
}
