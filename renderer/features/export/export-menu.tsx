import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ColumnPrefs } from '../../grid/column-prefs.ts';
import { ExportDialog } from './export-dialog.tsx';
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
  const { t } = useTranslation('export');
  const exporter = useExport(query, prefs, total);
  return (
    <>
      {/* Why no initial-focus placeholder: Mantine puts a focusable role="presentation" div inside role="menu", which axe flags (aria-required-children); the first item takes focus instead. */}
      <Menu position="bottom-end" shadow="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button
            variant="default"
            style={{ flex: 'none' }}
            data-action="export"
            disabled={exporter.state.kind === 'running'}
          >
            {t('button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('menu')}>
          <Menu.Item onClick={() => exporter.choose('csv')} data-export="csv">
            {t('csv')}
          </Menu.Item>
          <Menu.Item onClick={() => exporter.choose('xlsx')} data-export="xlsx">
            {t('xlsx')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ExportDialog
        state={exporter.state}
        onStart={exporter.start}
        onCancel={exporter.cancel}
        onDismiss={exporter.dismiss}
      />
    </>
  );
}
