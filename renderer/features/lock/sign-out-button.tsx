import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { SignOutIcon, useSettings } from '../common/index.ts';
import { countLoadedDrafts, subscribeLoadedDrafts } from '../drafts/index.ts';
import { useLogout } from '../session/index.ts';
import { onSignOutRequest } from './sign-out-request.ts';

const defaultRetentionDays = 7;

/**
 * The top bar's "Sair": when the operator has drafts, asks first whether to keep them (the box starts from the
 * setting keepDraftsAtSignOut; unchecked, main deletes them with the session); without drafts it signs out at once.
 */
export function SignOutButton() {
  const { t } = useTranslation('lock');
  const settings = useSettings();
  const logout = useLogout();
  const drafts = useSyncExternalStore(subscribeLoadedDrafts, countLoadedDrafts);
  const [asking, setAsking] = useState(false);
  const [keep, setKeep] = useState(false);
  // Why ask only when there are drafts: the question is whether to keep them; without any, sign out at once.
  const open = (): void => {
    if (countLoadedDrafts() === 0) {
      logout.mutate({});
      return;
    }
    setKeep(settings.keepDraftsAtSignOut ?? false);
    setAsking(true);
  };
  // Why a ref: the request is heard once for the button's life, and asks with the settings of the latest render.
  const openLatest = useRef(open);
  useEffect(() => {
    openLatest.current = open;
  });
  useEffect(() => onSignOutRequest(() => openLatest.current()), []);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        leftSection={<SignOutIcon />}
        onClick={open}
        loading={logout.isPending && !asking}
        data-action="sign-out"
      >
        {t('signOut.button')}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('signOut.title')}
        data-dialog="sign-out"
        zIndex={1000}
      >
        <Stack gap="sm">
          <Text size="sm">{t('signOut.text')}</Text>
          <Text size="sm" fw={500} data-sign-out-drafts={drafts}>
            {t('signOut.drafts', { count: drafts })}
          </Text>
          <Checkbox
            checked={keep}
            onChange={(event) => setKeep(event.currentTarget.checked)}
            label={t('signOut.keepDrafts')}
            description={t('signOut.keepDraftsHint', { days: settings.draftRetentionDays ?? defaultRetentionDays })}
            data-field="keep-drafts"
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('signOut.cancel')}
            </Button>
            <Button
              color="red"
              loading={logout.isPending}
              onClick={() => logout.mutate({ keepDrafts: keep })}
              data-action="confirm-sign-out"
            >
              {t('signOut.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
