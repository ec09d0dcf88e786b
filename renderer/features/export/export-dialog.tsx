import { Alert, Button, Group, Modal, Progress, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportTarget } from './export-table.ts';
import { ExportChoice } from './export-choice.tsx';
import type { ExportState } from './use-export.ts';

/** What the dialog shows and how it closes. */
export interface ExportDialogProps {
  state: ExportState;
  /** Starts the export once the operator chose masked or unmasked personal data. */
  onStart: (target: ExportTarget, unmasked: boolean) => void;
  onCancel: () => void;
  onDismiss: () => void;
}

/**
 * The choice of masked or unmasked personal data, then the export's progress (rows fetched of total) with Cancel,
 * or the reason it failed. Memoised: its props change only with the export's state, so the grid's answers do not render it.
 */
export const ExportDialog = memo(function ExportDialog({ state, onStart, onCancel, onDismiss }: ExportDialogProps) {
  const { t } = useTranslation('export');
  const opened = state.kind !== 'idle';
  const close = state.kind === 'running' ? onCancel : onDismiss;
  return (
    <Modal
      opened={opened}
      onClose={close}
      // Why two titles: before the operator clicks Exportar nothing is being exported yet.
      title={state.kind === 'choosing' ? t('chooseTitle', { format: state.target.toUpperCase() }) : t('title')}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': state.kind === 'running' ? t('cancel') : t('close') }}
    >
      <div data-export-dialog={state.kind}>
        {state.kind === 'choosing' && (
          <ExportChoice onStart={(unmasked) => onStart(state.target, unmasked)} onCancel={onDismiss} />
        )}
        {state.kind === 'running' && <Running state={state} />}
        {state.kind === 'failed' && (
          <Alert color="red" title={t('failed')}>
            {state.writing ? t('writeFailed') : state.message}
          </Alert>
        )}
        {state.kind !== 'choosing' && (
          <Group justify="flex-end" mt="md">
            {state.kind === 'running' ? (
              <Button variant="default" onClick={onCancel} data-action="export-cancel">
                {t('cancel')}
              </Button>
            ) : (
              <Button onClick={onDismiss} data-action="export-close">
                {t('close')}
              </Button>
            )}
          </Group>
        )}
      </div>
    </Modal>
  );
});

function Running({ state }: { state: Extract<ExportState, { kind: 'running' }> }) {
  const { t, i18n } = useTranslation('export');
  const count = (value: number) => value.toLocaleString(i18n.language);
  const percent = state.total ? Math.min(100, Math.round((state.fetched / state.total) * 100)) : 0;
  const text = state.writing
    ? t('writingRows', { rows: count(state.fetched) })
    : state.total === undefined
      ? t('starting')
      : t('progress', { fetched: count(state.fetched), total: count(state.total) });
  const heading = state.writing
    ? t(state.target === 'csv' ? 'writingCsv' : 'writingXlsx')
    : t(state.target === 'csv' ? 'fetchingCsv' : 'fetchingXlsx');
  return (
    <>
      <Text
        size="sm"
        mb="xs"
        data-export-progress={state.fetched}
        data-export-total={state.total ?? ''}
        data-export-writing={state.writing ? '' : undefined}
      >
        {heading}
      </Text>
      <Progress value={percent} size="lg" animated aria-label={text} />
      <Text size="xs" mt={4} aria-live="polite">
        {text}
      </Text>
    </>
  );
}
