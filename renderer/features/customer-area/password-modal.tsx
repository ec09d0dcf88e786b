import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isKeyOf } from '../../i18n/is-key-of.ts';
import { useSetCustomerPassword } from './customer-queries.ts';
import { ptBR } from './locales/pt-BR.ts';
import type { OpenCustomer } from './customer-store.ts';
import { passwordSchema, type PasswordValues } from './password-schema.ts';

/** Changes the customer's client-area password: typed twice (8–16 characters), then confirmed. Never kept as a draft. */
export function PasswordModal({ customer, onClose }: { customer: OpenCustomer; onClose: () => void }) {
  const { t } = useTranslation('customer-area');
  const change = useSetCustomerPassword(customer.customerId);
  const [confirming, setConfirming] = useState<PasswordValues | undefined>();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { user_password: '', user_password_repeat: '' },
  });
  const { errors } = form.formState;
  const message = (field: keyof PasswordValues) => {
    const text = errors[field]?.message;
    if (!text) return undefined;
    return isKeyOf(ptBR.password.error, text) ? t(`password.error.${text}`) : text;
  };
  const confirm = async () => {
    if (!confirming) return;
    const done = await change.mutateAsync(confirming).catch(() => undefined);
    if (!done) return;
    notifications.show({ message: t('password.changed', { username: customer.username }), color: 'green' });
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
      title={t(confirming ? 'password.confirmTitle' : 'password.title', { username: customer.username })}
      data-dialog="customer-password"
    >
      {confirming ? (
        <Stack gap="sm" data-step="confirm">
          <Text size="sm">{t('password.confirmText', { username: customer.username })}</Text>
          {change.isError && (
            <Alert color="red" title={t('password.failed')} role="alert">
              {change.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(undefined)} disabled={change.isPending}>
              {t('password.back')}
            </Button>
            <Button
              color="red"
              onClick={() => void confirm()}
              loading={change.isPending}
              data-action="confirm-password"
              data-autofocus
            >
              {t('password.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => void form.handleSubmit((values) => setConfirming(values))(event)}
          noValidate
          data-form="customer-password"
        >
          <Stack gap="sm">
            <PasswordInput
              label={t('password.new')}
              description={t('password.hint')}
              withAsterisk
              autoComplete="new-password"
              error={message('user_password')}
              data-autofocus
              {...form.register('user_password')}
            />
            <PasswordInput
              label={t('password.repeat')}
              withAsterisk
              autoComplete="new-password"
              error={message('user_password_repeat')}
              {...form.register('user_password_repeat')}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('cancel', { ns: 'common' })}
              </Button>
              <Button type="submit">{t('password.submit')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
