import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpenCustomer } from './customer-store.ts';
import type { ptBR } from './locales/pt-BR.ts';
import { mayDo, permissions, type Permission } from './permissions.ts';
import { MaskedValue, maskKindOfLogin } from '../../privacy/index.ts';
import { themeName } from './theme-name.ts';
import { useAreaActionsBlocked } from './use-area-actions.ts';

/** What the header reports. */
export interface CustomerHeaderProps {
  customer: OpenCustomer;
  onSupportOrder: () => void;
  onPassword: () => void;
  onClose: () => void;
  closing: boolean;
}

// Why https only: main opens https links in the system browser; other addresses from a server are shown, not followed.
const safeLink = (address: string | null | undefined): string | undefined =>
  address && /^https:\/\//i.test(address) ? address : undefined;

/** The open customer and the provider's public configuration: title, theme, links, what the customer may do, and the actions. */
export function CustomerHeader({ customer, onSupportOrder, onPassword, onClose, closing }: CustomerHeaderProps) {
  const { t } = useTranslation('customer-area');
  const { config } = customer;
  const social = config.social_network;
  const regulator = config.regulator;
  const blocked = useAreaActionsBlocked(customer);
  const action = (
    permission: Permission & keyof typeof ptBR.denied,
    label: 'support.open' | 'password.open',
    onClick: () => void,
    name: string,
  ) => {
    const allowed = mayDo(config, permission);
    return (
      <Stack gap={2} maw={300}>
        <Button
          size="sm"
          variant="light"
          disabled={!allowed || blocked !== undefined}
          title={blocked}
          onClick={onClick}
          data-action={name}
        >
          {t(label)}
        </Button>
        {!allowed && (
          <Text size="xs" data-denied={permission}>
            {t(`denied.${permission}`)}
          </Text>
        )}
      </Stack>
    );
  };
  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-label={t('header.customer')}
      data-customer-header={customer.username}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4} style={{ minWidth: 260, flex: 1 }}>
          <Title order={2} size="h3" lineClamp={1}>
            {customer.label}
          </Title>
          <Text size="sm">
            {t('header.customer')}:{' '}
            <b>
              {/* Why masked: many providers use the CPF/CNPJ or the e-mail as the client-area login. */}
              <MaskedValue
                clientId={customer.clientPk ?? customer.username}
                field="client_username"
                value={customer.username}
                kind={maskKindOfLogin(customer.username)}
                label={t('header.customer')}
              />
            </b>
            {customer.clientPk ? ` · #${customer.clientPk}` : ''}
          </Text>
          <Text size="sm" data-config-title>
            {t('header.provider')}: <b>{config.title ?? ''}</b>
            {config.theme?.trim()
              ? ` · ${t('header.theme', { theme: themeName(config.theme, { default: t('header.defaultTheme') }) })}`
              : ''}
          </Text>
          {(regulator?.title || regulator?.scm) && (
            <Text size="sm" data-config-regulator>
              {t('header.regulator')}: {[regulator.title, regulator.scm].filter(Boolean).join(' · ')}
            </Text>
          )}
          {(social?.title || social?.page) && (
            <Text size="sm" data-config-social>
              {t('header.social')}:{' '}
              {safeLink(social.page) ? (
                <Anchor href={safeLink(social.page)} target="_blank" rel="noreferrer" size="sm" underline="always">
                  {social.title || social.page}
                </Anchor>
              ) : (
                [social.title, social.page].filter(Boolean).join(' · ')
              )}
            </Text>
          )}
        </Stack>
        <Stack gap={4} style={{ flex: 'none' }}>
          <Text size="sm" fw={600}>
            {t('header.permissions')}
          </Text>
          <List size="sm" spacing={2} listStyleType="none" data-permissions>
            {permissions.map((permission) => {
              const allowed = mayDo(config, permission);
              return (
                <List.Item key={permission} data-permission={permission} data-allowed={allowed}>
                  <span aria-hidden="true">{allowed ? '✓ ' : '✗ '}</span>
                  {t(`permission.${permission}`)}: {t(allowed ? 'header.allowed' : 'header.denied')}
                </List.Item>
              );
            })}
          </List>
        </Stack>
      </Group>
      {blocked && (
        <Text size="sm" c="red.8" mt="sm" data-needs-server>
          {blocked}
        </Text>
      )}
      <Group gap="xs" align="flex-start" mt="sm" wrap="wrap">
        {action('supportOrders', 'support.open', onSupportOrder, 'support-order')}
        {action('changePassword', 'password.open', onPassword, 'change-password')}
        <Button size="sm" variant="default" onClick={onClose} loading={closing} data-action="close-customer">
          {t('header.close')}
        </Button>
      </Group>
    </Paper>
  );
}
