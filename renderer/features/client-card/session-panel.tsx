import { Alert, Divider, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { NewAreaPassword, OpenCustomerForm } from '../customer-area/index.ts';
import type { CardSession } from './card-session.ts';
import { clientName } from './use-card-session.ts';

/**
 * What the card says while the client's area is not open: no user name, opening, or, when main has no password for
 * it, the two honest ways: the password the customer says, typed inline, or a new access password set for them.
 */
export function SessionPanel({ record, session }: { record: ClientRecord; session: CardSession }) {
  const { t } = useTranslation('client-card');
  const askRef = useRef<HTMLElement>(null);
  const asking = session.kind === 'ask';
  useEffect(() => {
    // Why only when nothing else holds the focus: the card just opened (Enter on the grid left it on the page),
    // so the one thing to type next, the password, takes it; a focus the operator put elsewhere stays.
    const active = document.activeElement;
    if (!asking || (active && active !== document.body && !active.closest('[data-card-header]'))) return;
    askRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
  }, [asking]);
  if (session.kind === 'open') return null;
  if (session.kind === 'no-username')
    return (
      <Alert color="yellow" title={t('session.noUsernameTitle')} data-card-session="no-username">
        {t('session.noUsername')}
      </Alert>
    );
  if (session.kind === 'opening')
    return (
      <Group gap="xs" role="status" data-card-session="opening">
        <Loader size="xs" />
        <Text size="sm">{t('session.opening')}</Text>
      </Group>
    );
  const username = record.client_username?.trim() ?? '';
  return (
    <Paper
      ref={askRef}
      withBorder
      p="sm"
      maw={420}
      component="section"
      aria-label={t('session.askTitle')}
      data-card-session="ask"
    >
      <Title order={2} size="h4" mb={4}>
        {t('session.askTitle')}
      </Title>
      <Text size="sm" mb="sm">
        {t(session.replaces ? 'session.expired' : 'session.ask')}
      </Text>
      <OpenCustomerForm
        key={session.replaces ?? 'first'}
        username={username}
        clientPk={record.client_pk}
        label={clientName(record)}
        {...(session.replaces ? { replaces: session.replaces } : {})}
        onOpened={() => undefined}
      />
      {!session.replaces && (
        <>
          <Divider my="sm" label={t('session.or')} labelPosition="left" />
          <NewAreaPassword record={record} />
        </>
      )}
    </Paper>
  );
}
