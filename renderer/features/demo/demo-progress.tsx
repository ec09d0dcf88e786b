import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DemoStatus } from '../../../shared/ipc/contract.ts';

/** Props of the demo service's progress. */
export interface DemoProgressProps {
  status: DemoStatus | undefined;
  /** A one-line form for the top bar. */
  compact?: boolean;
  /**
   * Keeps its place from "starting" to "ready", for a form that must not move under the operator's pointer (the login
   * form): "ready" with a full bar once it runs, and "starting" while stopped (the caller has just asked for a start).
   * A failure still shows as its message alone: it should catch the eye.
   */
  keepPlace?: boolean;
}

/**
 * While the demo service starts: what it does and how far the demo data is; when it failed: why. Nothing once it
 * runs, unless `keepPlace`.
 */
export function DemoProgress({ status, compact = false, keepPlace = false }: DemoProgressProps) {
  const { t } = useTranslation('demo');
  if (keepPlace && status?.state === 'running') {
    return (
      <Stack gap={4} data-demo-state="running">
        <Text size="xs">{t('ready')}</Text>
        <Progress value={100} color="teal" size="sm" aria-label={t('ready')} />
      </Stack>
    );
  }
  if (!keepPlace && (!status || status.state === 'running' || status.state === 'stopped')) return null;
  if (status?.state === 'failed') {
    return (
      <Text size="xs" c="red" role="alert">
        {t('failed', { message: status.message ?? '' })}
      </Text>
    );
  }
  const { done = 0, total = 0 } = status?.progress ?? {};
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const label = total > 0 ? t('seeding', { done, total }) : t('starting');
  // Why a short text in the top bar: the long one would be cut just before the numbers that matter.
  const shown = compact ? (total > 0 ? t('seedingShort', { done, total }) : t('startingShort')) : label;
  return (
    <Stack gap={4} w={compact ? 200 : undefined} data-demo-state="starting" title={label}>
      <Text size="xs" truncate>
        {shown}
      </Text>
      <Progress
        value={total > 0 ? percent : 100}
        animated={total === 0}
        size={compact ? 'xs' : 'sm'}
        aria-label={label}
      />
    </Stack>
  );
}
