import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataAgeLabel } from '../common/index.ts';
import { ListStateView } from '../customer-area/index.ts';
import type { CardSession } from './card-session.ts';

/** One section of the card: a titled region with what it holds. */
export function CardSection({
  id,
  title,
  extra,
  cachedAt,
  readAt,
  children,
}: {
  id: string;
  title: string;
  extra?: ReactNode;
  /** When what the section shows came from the local copy (issue 46): "dados de HH:MM" beside the title. */
  cachedAt?: number | undefined;
  /** When the server answered what the section shows: said while the server does not answer now (issue 46). */
  readAt?: number | undefined;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title} data-card-section={id}>
      <Group justify="space-between" mb={6} wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          <DataAgeLabel cachedAt={cachedAt} readAt={readAt} />
        </Group>
        {extra}
      </Group>
      {children}
    </Paper>
  );
}

/** A section's body while its query has nothing to show yet: loading, failed with a retry, or empty. */
export function SectionState({
  query,
  empty,
}: {
  query: { isError: boolean; error: unknown; data: unknown; refetch: () => unknown };
  empty: boolean;
}): ReactNode {
  if (query.isError && query.data === undefined)
    return <ListStateView state={{ kind: 'error', error: query.error, onRetry: () => void query.refetch() }} />;
  if (query.data === undefined) return <ListStateView state={{ kind: 'loading' }} />;
  if (empty) return <ListStateView state={{ kind: 'empty' }} />;
  return null;
}

/** What a client-area section shows without the client's area open. */
export function WaitingForSession({ session }: { session: CardSession }) {
  const { t } = useTranslation('client-card');
  return (
    <Text size="sm" data-section-waiting={session.kind}>
      {session.kind === 'no-username' ? t('session.noUsernameTitle') : t('session.waiting')}
    </Text>
  );
}
