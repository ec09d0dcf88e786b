import { ActionIcon, Button, Checkbox, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isKeyOf } from '../../i18n/is-key-of.ts';
import { clientFields } from '../../grid/client-fields.ts';
import styles from '../../grid/grid.module.css';
import { defaultColumnPrefs, moveColumn, setColumnVisible, type ColumnPrefs } from '../../grid/column-prefs.ts';
import { ptBR } from './locales/pt-BR.ts';

/** What the chooser shows and changes. */
export interface ColumnChooserProps {
  prefs: ColumnPrefs;
  update: (change: (prefs: ColumnPrefs) => ColumnPrefs) => void;
}

/**
 * The column chooser: show or hide each column, move it up or down, or restore the defaults. Memoised,
 * and its rows built only while it is open: the grid's page renders must not pay for 24 hidden rows.
 */
export const ColumnChooser = memo(function ColumnChooser({ prefs, update }: ColumnChooserProps) {
  const { t } = useTranslation('clients');
  const [opened, setOpened] = useState(false);
  const visibleCount = prefs.filter((pref) => pref.visible).length;
  return (
    <Popover
      position="bottom-end"
      shadow="md"
      width={330}
      trapFocus
      onOpen={() => setOpened(true)}
      onClose={() => setOpened(false)}
    >
      <Popover.Target>
        <Button variant="default" style={{ flex: 'none' }} data-action="columns">
          {t('toolbar.columns')} ({visibleCount}/{prefs.length})
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('columns.title')} data-column-chooser>
        <Text size="sm" fw={600} mb={4}>
          {t('columns.title')}
        </Text>
        <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
          <Stack gap={2}>
            {opened &&
              prefs.map((pref, index) => {
                const name = isKeyOf(ptBR.field, pref.id) ? t(`field.${pref.id}`) : pref.id;
                return (
                  <Group key={pref.id} gap={4} wrap="nowrap" justify="space-between" data-column-pref={pref.id}>
                    <Checkbox
                      label={name}
                      aria-label={t('columns.show', { column: name })}
                      checked={pref.visible}
                      disabled={pref.visible && visibleCount === 1}
                      onChange={(event) =>
                        update((current) => setColumnVisible(current, pref.id, event.currentTarget.checked))
                      }
                    />
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        size="sm"
                        aria-label={t('columns.up', { column: name })}
                        disabled={index === 0}
                        onClick={() => update((current) => moveColumn(current, pref.id, -1))}
                        data-move="up"
                      >
                        <span aria-hidden="true">↑</span>
                      </ActionIcon>
                      <ActionIcon
                        size="sm"
                        aria-label={t('columns.down', { column: name })}
                        disabled={index === prefs.length - 1}
                        onClick={() => update((current) => moveColumn(current, pref.id, 1))}
                        data-move="down"
                      >
                        <span aria-hidden="true">↓</span>
                      </ActionIcon>
                    </Group>
                  </Group>
                );
              })}
          </Stack>
        </ScrollArea.Autosize>
        <Text size="xs" className={styles.muted} mt="xs">
          {t('columns.hint')}
        </Text>
        <Button
          variant="default"
          fullWidth
          mt="xs"
          onClick={() => update(() => defaultColumnPrefs(clientFields))}
          data-action="columns-reset"
        >
          {t('columns.reset')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
});
