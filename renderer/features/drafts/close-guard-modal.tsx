import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Props of the unsaved-changes question. */
export interface CloseGuardModalProps {
  opened: boolean;
  onKeepDraft: () => void;
  onDiscard: () => void;
  onStay: () => void;
}

/** Asked when a form with unsaved changes is closed (any form with a draft): keep the draft, discard, or go on editing. */
export function CloseGuardModal({ opened, onKeepDraft, onDiscard, onStay }: CloseGuardModalProps) {
  const { t } = useTranslation('drafts');
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title={t('guard.title')}
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
      zIndex={400}
    >
      <div data-dialog="close-guard">
        <Text size="sm">{t('guard.text')}</Text>
        <Group justify="flex-end" gap="xs" mt="md">
          <Button variant="subtle" color="red" onClick={onDiscard} data-action="discard-changes">
            {t('guard.discard')}
          </Button>
          <Button variant="default" onClick={onKeepDraft} data-action="keep-draft">
            {t('guard.keepDraft')}
          </Button>
          <Button onClick={onStay} data-action="stay" data-autofocus>
            {t('guard.stay')}
          </Button>
        </Group>
      </div>
    </Modal>
  );
}
