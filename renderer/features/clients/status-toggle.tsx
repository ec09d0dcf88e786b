import { SegmentedControl } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { statusViews, type StatusView } from './status-filter.ts';

/** What the toggle shows and changes. */
export interface StatusToggleProps {
  value: StatusView;
  onChange: (view: StatusView) => void;
  /** The filter builder chose a status: the toggle adds nothing and says so. */
  fromFilter: boolean;
}

const isStatusView = (value: string): value is StatusView => (statusViews as readonly string[]).includes(value);

/** The list's one-click status toggle: Ativos (where it starts), Inativos (every other status) or Todos. */
export const StatusToggle = memo(function StatusToggle({ value, onChange, fromFilter }: StatusToggleProps) {
  const { t } = useTranslation('clients');
  return (
    <SegmentedControl
      size="xs"
      value={value}
      onChange={(next) => {
        if (isStatusView(next)) onChange(next);
      }}
      disabled={fromFilter}
      title={fromFilter ? t('statusView.fromFilter') : t('statusView.hint')}
      aria-label={t('statusView.label')}
      data={statusViews.map((view) => ({ value: view, label: t(`statusView.${view}`) }))}
      style={{ flex: 'none' }}
      data-status-toggle={value}
    />
  );
});
