import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChangeSettings, useSettings } from '../common/index.ts';

// Why steps and not a slider: a few sizes cover every screen and each is one click or arrow key away.
const zoomSteps = [0.8, 0.9, 1, 1.1, 1.25, 1.5];

/** Chooses the interface size (CSS zoom of the whole page). */
export function ZoomPicker() {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  const change = useChangeSettings();
  // Why add the current value: a zoom set elsewhere (the Electron menu's Ctrl+plus) still shows as chosen.
  const steps = [...new Set([...zoomSteps, settings.zoom])].sort((a, b) => a - b);
  return (
    <SegmentedControl
      aria-label={t('zoom')}
      value={String(settings.zoom)}
      onChange={(value) => change.mutate({ zoom: Number(value) })}
      data={steps.map((step) => ({ value: String(step), label: `${Math.round(step * 100)} %` }))}
      data-setting="zoom"
    />
  );
}
