import { Button, Menu } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnPrefs } from '../../grid/column-prefs.ts';
import { useServerNeeded } from '../session/index.ts';
import { ExportDialog } from './export-dialog.tsx';
import type { ExportTarget } from './export-table.ts';
import type { ExportQuery } from './fetch-clients.ts';
import { useExport } from './use-export.ts';

/** What the export menu needs from the grid. */
export interface ExportMenuProps {
  query: ExportQuery;
  prefs: ColumnPrefs;
  /** The grid's total for this query, if known: the progress bar shows it before the first page answers. */
  total: number | undefined;
}

/** The "Exportar" button: a menu of CSV and XLSX exporting the grid's whole filtered result, with a progress dialog. */
export function ExportMenu({ query, prefs, total }: ExportMenuProps) {
  const exporter = useExport(query, prefs, total);
  // Why disabled offline (issue 46): an export reads every page from the server; the local copy may hold a few.
  const server = useServerNeeded();
  // Why the menu and the dialog apart: the grid renders this at every filter and answer (the query and total
  // change), and neither the closed menu nor the dialog changes with them, so both are memoised.
  return (
    <>
      <ExportButton
        running={exporter.state.kind === 'running'}
        offlineReason={server.reason}
        onChoose={exporter.choose}
      />
      <ExportDialog
        state={exporter.state}
        onStart={exporter.start}
        onCancel={exporter.cancel}
        onDismiss={exporter.dismiss}
      />
    </>
  );
}

const ExportButton = memo(function ExportButton({
  running,
  offlineReason,
  onChoose,
}: {
  running: boolean;
  offlineReason: string | undefined;
  onChoose: (target: ExportTarget) => void;
}) {
  const { t } = useTranslation('export');
  return (
    // Why no initial-focus placeholder: Mantine puts a focusable role="presentation" div inside role="menu", which axe flags (aria-required-children); the first item takes focus instead.
    <Menu position="bottom-end" shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          style={{ flex: 'none' }}
          data-action="export"
          disabled={running || offlineReason !== undefined}
          title={offlineReason}
        >
          {t('button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('menu')}>
        <Menu.Item onClick={() => onChoose('csv')} data-export="csv">
          {t('csv')}
        </Menu.Item>
        <Menu.Item onClick={() => onChoose('xlsx')} data-export="xlsx">
          {t('xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
});
