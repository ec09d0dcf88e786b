import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isDeskError } from '../../api/desk-error.ts';

/** The password modal's props: whether it is open, the change being confirmed, and what it does. */
export interface MaskingPasswordModalProps {
  opened: boolean;
  /** What the change shows whole, in words ("todos os dados pessoais", "CPF/CNPJ"). */
  what: string;
  pending: boolean;
  error: unknown;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/** The words of a failed confirmation: a wrong password, too many, or main's own. */
function failureKey(error: unknown): { key: 'wrongPassword' | 'rateLimited' | 'failed'; seconds?: number } {
  if (isDeskError(error, 'AUTH_FAILED')) return { key: 'wrongPassword' };
  if (isDeskError(error, 'RATE_LIMITED')) return { key: 'rateLimited', seconds: error.retryAfter ?? 30 };
  return { key: 'failed' };
}

/**
 * Asks the operator's password before personal data shows whole (issue 43): main checks it as the lock screen does
 * and journals the change. Cancel (the default) changes nothing.
 */
export function MaskingPasswordModal({ opened, what, pending, error, onConfirm, onCancel }: MaskingPasswordModalProps) {
  const { t } = useTranslation('privacy');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== '') onConfirm(password);
  };
  const failure = error === undefined || error === null ? undefined : failureKey(error);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('settings.confirmTitle')}
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
      data-dialog="masking-password"
    >
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">{t('settings.confirmText', { what })}</Text>
          <PasswordInput
            name="masking-password"
            label={t('settings.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
            data-autofocus
            required
          />
          {failure && (
            <Alert color="red" role="alert" data-masking-error={failure.key}>
              {failure.key === 'rateLimited'
                ? t('settings.rateLimited', { seconds: failure.seconds ?? 30 })
                : failure.key === 'wrongPassword'
                  ? t('settings.wrongPassword')
                  : t('settings.confirmFailed', { message: (error as Error).message })}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel} data-action="cancel-unmask">
              {t('settings.cancel')}
            </Button>
            <Button type="submit" color="red" loading={pending} disabled={password === ''} data-action="confirm-unmask">
              {t('settings.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
