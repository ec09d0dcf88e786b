import { CloseButton, Group, Text, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../grid/grid.module.css';
import { quickSearchKinds, quickSearchMaxLength } from './quick-search.ts';
import { SearchIcon } from '../common/index.ts';

/** The quick search field: a name, a CPF/CNPJ or a part of one, a client code, a user name; beside it, what it searches by. */
export function QuickSearchBox({
  value,
  onChange,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('clients');
  const kinds = quickSearchKinds(value);
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        ref={inputRef}
        type="search"
        name="quick-search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={value}
        maxLength={quickSearchMaxLength}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Why stop here: Escape clears the box first; only an empty box lets Escape reach the page.
          if (event.key === 'Escape' && value !== '') {
            event.stopPropagation();
            onChange('');
          }
        }}
        w={320}
        leftSection={<SearchIcon size={14} />}
        rightSection={
          value ? <CloseButton size="sm" aria-label={t('search.clear')} onClick={() => onChange('')} /> : null
        }
      />
      {kinds.length > 0 && (
        <Text size="xs" className={styles.muted} data-search-kind={kinds.join(' ')} style={{ whiteSpace: 'nowrap' }}>
          {t('search.by', { kinds: kinds.map((kind) => t(`search.kind.${kind}`)).join(', ') })}
        </Text>
      )}
    </Group>
  );
}
