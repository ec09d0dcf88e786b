import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { desk } from '../../api/desk.ts';
import { unwrap } from '../../api/desk-error.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useSessionExpiry } from '../../api/session-expiry-context.ts';
import { SignInErrorAlert } from './sign-in-error-alert.tsx';
import { useLogout } from './use-session.ts';

/** Props of the expired-session dialog. */
export interface SessionExpiredModalProps {
  user: string;
  profile: string;
}

/**
 * Asks for the password when the operator's session expired and resumes it (`session:resume`). The
 * screen underneath stays mounted, so forms keep what was typed; its data is refetched afterwards.
 */
export function SessionExpiredModal({ user, profile }: SessionExpiredModalProps) {
  const { t } = useTranslation('session');
  const { expiry, expired } = useSessionExpiry();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [password, setPassword] = useState('');
  const resume = useMutation({
    mutationFn: async (typed: string) => unwrap(await desk.sessionResume({ password: typed })),
    onSuccess: async (state) => {
      queryClient.setQueryData(queryKeys.session, state);
      setPassword('');
      expiry.clear();
      // Why invalidate rather than reset: screens keep showing what they had while fresh data comes.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'app' });
    },
  });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (password) resume.mutate(password);
  };
  return (
    // Why the high zIndex: the dialog may open over another one (a form being filled in), and must be on top.
    <Modal
      opened={expired}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('expired.title')}
      zIndex={1000}
      data-dialog="session-expired"
    >
      <form onSubmit={submit} aria-label={t('expired.title')}>
        <Stack gap="sm">
          <Text size="sm">{t('expired.text', { user, profile })}</Text>
          <PasswordInput
            name="resume-password"
            label={t('expired.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
            data-autofocus
            required
          />
          {resume.isError ? <SignInErrorAlert key={resume.submittedAt} error={resume.error} /> : null}
          <Group justify="flex-end" gap="xs">
            {/* Why the drafts are kept: this sign-out was forced by an expired session, nobody was asked about
                them, and they expire on their own (draftRetentionDays). */}
            <Button variant="default" onClick={() => logout.mutate({ keepDrafts: true })} loading={logout.isPending}>
              {t('expired.signOut')}
            </Button>
            <Button type="submit" loading={resume.isPending} disabled={!password}>
              {t('expired.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
