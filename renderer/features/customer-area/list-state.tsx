import { Alert, Button, Center, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isDeskError } from '../../api/desk-error.ts';

/** A client-area grid while it has no rows to show: loading, failed (with retry) or empty. */
export type ListState =
  { kind: 'loading' } | { kind: 'empty' } | { kind: 'error'; error: unknown; onRetry: () => void };

/** Tells what the grid area holds while there are no rows. */
export function ListStateView({ state }: { state: ListState }) {
  const { t } = useTranslation('customer-area');
  if (state.kind === 'error') {
    return (
      <Alert
        color="red"
        title={t('grid.failed')}
        role="alert"
        data-list-state="error"
        data-error-code={isDeskError(state.error) ? state.error.code : 'unknown'}
      >
        <Text size="sm">{state.error instanceof Error ? state.error.message : String(state.error)}</Text>
        <Button size="xs" mt="xs" onClick={state.onRetry}>
          {t('grid.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <Paper withBorder p="xl" data-list-state={state.kind}>
      <Center role="status" style={{ gap: 8 }}>
        {state.kind === 'loading' && <Loader size="sm" />}
        <Text size="sm">{t(state.kind === 'loading' ? 'grid.loading' : 'grid.empty')}</Text>
      </Center>
    </Paper>
  );
}
