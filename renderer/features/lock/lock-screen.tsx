import { Alert, Box, Button, FocusTrap, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { LockState } from '../../../shared/ipc/contract.ts';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';
import { coverPage } from './cover-page.ts';
import { unlockMessage } from './unlock-message.ts';

/** Props of the lock screen. */
export interface LockScreenProps {
  /** The operator's own user name (whose password unlocks); no client's data ever shows here. */
  user: string;
  reason: LockState['reason'];
  idleSeconds: number;
  offlineUnlock: boolean;
  /** Whether main reports the server out of reach (the password is then checked against the kept verifier). */
  offline: boolean;
  onUnlocked: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}

function useLockLayer(): HTMLDivElement {
  const [layer] = useState(() => {
    const element = document.createElement('div');
    element.dataset.lockLayer = '';
    return element;
  });
  useEffect(() => {
    document.body.append(layer);
    const uncover = coverPage(document.body, layer);
    // Why stopped here: the screens' own shortcuts (Alt+N, the grid's keys) listen on the document and must not
    // act on the page underneath while the operator types the password. Tab goes on: the focus trap needs it.
    const stop = (event: KeyboardEvent): void => {
      if (event.key !== 'Tab') event.stopPropagation();
    };
    layer.addEventListener('keydown', stop);
    return () => {
      layer.removeEventListener('keydown', stop);
      uncover();
      layer.remove();
    };
  }, [layer]);
  return layer;
}

/**
 * The lock screen: an opaque layer over the whole window (the page underneath stays mounted, inert, and cannot be
 * read through it), with focus held inside, asking for the operator's password (`session:unlock`).
 */
export function LockScreen({
  user,
  reason,
  idleSeconds,
  offlineUnlock,
  offline,
  onUnlocked,
  onSignOut,
  signingOut,
}: LockScreenProps) {
  const { t } = useTranslation('lock');
  const layer = useLockLayer();
  const [password, setPassword] = useState('');
  const unlock = useMutation({
    // Why always: the page's other reads are held (offline) while locked; this one must reach main.
    networkMode: 'always',
    mutationFn: async (typed: string) => unwrap(await desk.sessionUnlock({ password: typed })),
    onSuccess: () => {
      setPassword('');
      onUnlocked();
    },
    onError: () => setPassword(''),
  });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (password && !unlock.isPending) unlock.mutate(password);
  };
  const reasonText =
    reason === 'system'
      ? t('screen.reasonSystem')
      : reason === 'manual'
        ? t('screen.reasonManual')
        : idleSeconds % 60 === 0
          ? t('screen.reasonIdle', { minutes: idleSeconds / 60 })
          : t('screen.reasonIdleSeconds', { seconds: idleSeconds });
  const message = unlock.isError ? unlockMessage(unlock.error) : undefined;
  return createPortal(
    <Box
      role="dialog"
      aria-modal="true"
      aria-labelledby="lock-title"
      data-lock-screen={reason ?? 'idle'}
      // Why opaque and on top of everything: a blur can still be read; the page must not show at all.
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 10_000,
        background: 'var(--mantine-color-body)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
      }}
    >
      <FocusTrap active>
        <Paper withBorder shadow="md" p="xl" maw={440} w="100%">
          <form onSubmit={submit} aria-labelledby="lock-title" data-form="unlock">
            <Stack gap="sm">
              <Title order={1} size="h3" id="lock-title">
                {t('screen.title')}
              </Title>
              <Text size="sm" c="dimmed" data-lock-reason>
                {reasonText}
              </Text>
              <Text size="sm">{t('screen.text', { user })}</Text>
              <PasswordInput
                name="unlock-password"
                label={t('screen.password')}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                autoComplete="current-password"
                data-autofocus
                required
              />
              {offlineUnlock && offline ? <Text size="xs">{t('screen.offlineNote')}</Text> : null}
              {message ? (
                <Alert color="red" role="alert" data-unlock-error={message.key}>
                  {message.key === 'screen.rateLimited'
                    ? t(message.key, { seconds: message.seconds })
                    : message.key === 'screen.failed'
                      ? t(message.key, { message: message.message })
                      : t(message.key)}
                </Alert>
              ) : null}
              <Group justify="space-between" gap="xs">
                <Button variant="default" onClick={onSignOut} loading={signingOut} data-action="lock-sign-out">
                  {t('screen.signOut')}
                </Button>
                <Button type="submit" loading={unlock.isPending} disabled={!password} data-action="unlock">
                  {t('screen.unlock')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      </FocusTrap>
    </Box>,
    layer,
  );
}
