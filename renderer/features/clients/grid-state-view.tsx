import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDeskError } from '../../api/desk-error.ts';
import styles from '../../grid/grid.module.css';
import { errorKey } from './error-key.ts';

/** The grid area while there is nothing to show: loading, an error, or no rows. */
export type GridState =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown; onRetry: () => void }
  | {
      kind: 'empty';
      term: string;
      onClearSearch: () => void;
      /** Set while the status toggle hides some clients: which ones are shown, and how to show every status. */
      view?: { shown: 'active' | 'inactive'; onShowAll: () => void };
    };

/** Tells the user what happened in the grid area and what to do about it. */
export function GridStateView({ state }: { state: GridState }) {
  const { t } = useTranslation('clients');
  if (state.kind === 'loading') {
    return (
      <Frame role="status">
        <Loader size="sm" />
        <Text size="sm">{t('state.loading')}</Text>
      </Frame>
    );
  }
  if (state.kind === 'empty') {
    return (
      <Frame role="status" data={{ 'data-grid-state': 'empty' }}>
        <Title order={2} size="h3">
          {t('state.emptyTitle')}
        </Title>
        <Text size="sm" className={styles.muted} ta="center" maw={480}>
          {state.view
            ? state.term
              ? t(`state.emptySearchIn.${state.view.shown}`, { term: state.term })
              : t(`state.emptyIn.${state.view.shown}`)
            : state.term
              ? t('state.emptySearch', { term: state.term })
              : t('state.emptyAll')}
        </Text>
        <Group gap="xs" justify="center">
          {state.view && (
            <Button variant="default" onClick={state.view.onShowAll} data-action="show-every-status">
              {t('state.showAll')}
            </Button>
          )}
          {state.term && (
            <Button variant="default" onClick={state.onClearSearch}>
              {t('state.clearSearch')}
            </Button>
          )}
        </Group>
      </Frame>
    );
  }
  const key = errorKey(state.error);
  const message = state.error instanceof Error ? state.error.message : String(state.error);
  return (
    <Frame
      role="alert"
      data={{ 'data-grid-state': 'error', 'data-error-code': isDeskError(state.error) ? state.error.code : 'unknown' }}
    >
      <Title order={2} size="h3">
        {t(`state.error.${key}.title`)}
      </Title>
      <Text size="sm" ta="center" maw={520}>
        {t(`state.error.${key}.hint`)}
      </Text>
      <Text size="xs" className={styles.muted} ta="center" maw={520} data-error-message>
        {message}
      </Text>
      <Group>
        <Button onClick={state.onRetry} data-action="retry">
          {t('state.retry')}
        </Button>
      </Group>
    </Frame>
  );
}

function Frame({
  role,
  data,
  children,
}: {
  role: 'status' | 'alert';
  data?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <Paper withBorder style={{ flex: 1, minHeight: 0, display: 'flex' }} {...data}>
      <Center style={{ flex: 1 }} p="xl">
        <Stack align="center" gap="xs" role={role}>
          {children}
        </Stack>
      </Center>
    </Paper>
  );
}
