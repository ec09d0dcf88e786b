import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { isDeskError, unwrap } from '../../api/desk-error.ts';
import { desk } from '../../api/desk.ts';
import { CopyIcon } from '../common/index.ts';
import { passwordUpdate } from '../registration/index.ts';
import { readablePassword } from './readable-password.ts';
import { recordLabel } from './record-label.ts';
import { useServerNeeded } from '../session/index.ts';

type Step =
  { kind: 'closed' } | { kind: 'confirm'; error?: string } | { kind: 'saving' } | { kind: 'done'; password: string };

/**
 * "Definir nova senha de acesso": the honest way when the server sends no client-area password and the customer
 * does not know theirs. An administrative update of `client_password` (the edit form's own update, every field
 * as the record holds it), after a warning that the old password stops working; main journals it and keeps the
 * new password for opening the area; the page shows it once, to read to the customer or send by WhatsApp.
 * Offered by the card, the client list's "Abrir área do cliente" dialog and the customer-area screen; `onDone`
 * runs once the clerk has read the password and closed the dialog (the place then opens the area itself).
 */
export function NewAreaPassword({ record, onDone }: { record: ClientRecord; onDone?: () => void }) {
  const { t } = useTranslation('customer-area');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const username = record.client_username?.trim() ?? '';
  const name = recordLabel(record);
  const closeButtonProps = { 'aria-label': t('close', { ns: 'common' }) };
  // Why disabled offline (issue 46): the new password is a write of the client's record.
  const server = useServerNeeded();

  const confirm = async () => {
    const password = readablePassword();
    const update = passwordUpdate(record, password);
    if (!update.ok) {
      setStep({ kind: 'confirm', error: t('newPassword.invalidRecord') });
      return;
    }
    setStep({ kind: 'saving' });
    try {
      unwrap(await desk.clientsUpdate(update.input));
      setStep({ kind: 'done', password });
    } catch (error) {
      setStep({ kind: 'confirm', error: isDeskError(error) ? error.message : t('newPassword.failed') });
    }
  };
  const close = () => {
    const done = step.kind === 'done';
    setStep({ kind: 'closed' });
    // Why only now: the card's new read says main knows the password, and the area opens by itself, which
    // replaces this panel (and its dialog) with the invoices: the password must have been read first.
    if (!done) return;
    void queryClient.invalidateQueries({ queryKey: ['clients'] });
    onDone?.();
  };
  const copyMessage = async (password: string) => {
    try {
      await navigator.clipboard.writeText(t('newPassword.message', { username, password }));
      notifications.show({ message: t('newPassword.copied'), color: 'green', closeButtonProps });
    } catch {
      notifications.show({ message: t('newPassword.copyFailed'), color: 'red', closeButtonProps });
    }
  };

  return (
    <>
      <Button
        variant="default"
        disabled={server.offline}
        title={server.reason}
        onClick={() => setStep({ kind: 'confirm' })}
        data-action="new-area-password"
      >
        {t('newPassword.button')}
      </Button>
      {step.kind !== 'closed' && (
        <Modal
          opened
          size="lg"
          onClose={close}
          closeOnClickOutside={step.kind !== 'done'}
          closeButtonProps={closeButtonProps}
          title={t('newPassword.title', { name })}
          data-dialog="new-area-password"
        >
          {step.kind === 'done' ? (
            <Stack gap="sm" data-new-password-step="done">
              <Text size="sm">{t('newPassword.done')}</Text>
              <Group gap="xs">
                <Text size="sm">{t('newPassword.username')}</Text>
                <Code fz="md">{username}</Code>
              </Group>
              <Group gap="xs">
                <Text size="sm">{t('newPassword.password')}</Text>
                <Code fz="xl" data-new-password>
                  {step.password}
                </Code>
              </Group>
              <Group justify="flex-end">
                <Button
                  variant="light"
                  leftSection={<CopyIcon />}
                  onClick={() => void copyMessage(step.password)}
                  data-action="copy-password-message"
                >
                  {t('newPassword.copy')}
                </Button>
                <Button onClick={close} data-autofocus data-action="close-new-password">
                  {t('newPassword.close')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Stack gap="sm" data-new-password-step="confirm">
              <Alert color="yellow" title={t('newPassword.warningTitle')}>
                {t('newPassword.warning', { username })}
              </Alert>
              {step.kind === 'confirm' && step.error && (
                <Alert color="red" role="alert" title={t('newPassword.failed')}>
                  {step.error}
                </Alert>
              )}
              <Group justify="flex-end">
                {/* Why the focus on Cancel: the other button ends the customer's current password. */}
                <Button variant="default" onClick={close} data-autofocus>
                  {t('cancel', { ns: 'common' })}
                </Button>
                <Button
                  color="red"
                  onClick={() => void confirm()}
                  loading={step.kind === 'saving'}
                  data-action="confirm-new-area-password"
                >
                  {t('newPassword.confirm')}
                </Button>
              </Group>
            </Stack>
          )}
        </Modal>
      )}
    </>
  );
}
