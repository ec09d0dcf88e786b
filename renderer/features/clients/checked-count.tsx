import type { Language } from '../../../shared/language.ts';
import { CloseButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../format/money.ts';

/** How many clients are checked, with a button that unchecks them all; nothing while none is checked. */
export function CheckedCount({ count, onClear }: { count: number; onClear: () => void }) {
  const { t, i18n } = useTranslation('clients');
  return (
    <Group gap={2} wrap="nowrap" aria-live="polite" style={{ flex: 'none' }} data-checked-total={count}>
      {count > 0 && (
        <>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {t('checks.count', { count, formatted: formatCount(count, i18n.language as Language) })}
          </Text>
          <CloseButton
            size="sm"
            aria-label={t('checks.clear')}
            title={t('checks.clear')}
            onClick={onClear}
            data-action="clear-checks"
          />
        </>
      )}
    </Group>
  );
}
