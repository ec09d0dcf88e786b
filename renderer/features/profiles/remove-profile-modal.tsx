import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../shared/ipc/profile-schema.ts';
import { useRemoveProfile } from './use-profiles.ts';

/** Props of the removal dialog: `onRemoved` is told once the profile is gone, before the dialog closes. */
interface RemoveProfileModalProps {
  profile: Profile;
  onClose: () => void;
  onRemoved?: (profile: Profile) => void;
}

/** Asks before a profile (and its kept password) is deleted from this computer. */
export function RemoveProfileModal({ profile, onClose, onRemoved }: RemoveProfileModalProps) {
  const { t } = useTranslation('profiles');
  const remove = useRemoveProfile();
  const confirm = (): void =>
    remove.mutate(profile.id, {
      onSuccess: () => {
        onRemoved?.(profile);
        onClose();
      },
    });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('confirmRemove.title', { name: profile.name })}
      data-dialog="remove-profile"
    >
      <Stack gap="sm">
        <Text size="sm">{t('confirmRemove.text')}</Text>
        {remove.isError ? (
          <Alert color="red" role="alert">
            {remove.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('confirmRemove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
