import { ActionIcon, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon, useShownAfter } from '../common/index.ts';
import { ColumnChooser } from './column-chooser.tsx';
import type { ColumnPrefs } from '../../grid/column-prefs.ts';

/** What the toolbar shows and changes. */
export interface ClientsToolbarProps {
  prefs: ColumnPrefs;
  update: (change: (prefs: ColumnPrefs) => ColumnPrefs) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** The filter builder's button and active-filter badge. */
  filter?: ReactNode;
  /** The export button and its menu. */
  exportMenu?: ReactNode;
}

/** The grid's tools on the right: the filter builder, refresh (F5), the column chooser and export. */
export function ClientsToolbar({ prefs, update, onRefresh, refreshing, filter, exportMenu }: ClientsToolbarProps) {
  const { t } = useTranslation('clients');
  const spinning = useShownAfter(refreshing);
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end" style={{ flex: 1, minWidth: 0 }}>
      {filter}
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('toolbar.refresh')}
        title={t('toolbar.refresh')}
        onClick={onRefresh}
        loading={spinning}
        style={{ flex: 'none' }}
        data-action="refresh"
      >
        <RefreshIcon />
      </ActionIcon>
      <ColumnChooser prefs={prefs} update={update} />
      {exportMenu}
    </Group>
  );
}
