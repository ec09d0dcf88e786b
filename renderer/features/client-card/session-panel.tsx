import { Alert, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { OpenCustomerForm } from '../customer-area/index.ts';
import type { CardSession } from './card-session.ts';
import { clientName } from './use-card-session.ts';

/** What the card says while the client's area is not open: no user name, opening, or the password asked for inline. */
export function SessionPanel({ record, session }: { record: ClientRecord; session: CardSession }) {
  const { t } = useTranslation('client-card');
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
    <Paper withBorder p="sm" maw={420} component="section" aria-label={t('session.askTitle')} data-card-session="ask">
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
    </Paper>
  );
}
