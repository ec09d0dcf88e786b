import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientRecord } from '../../../shared/provider/admin-operations.ts';
import { formatDocument } from '../../format/documents.ts';
import { StatusBadge } from '../../grid/status-badge.tsx';

/** Props of the duplicate warning. */
export interface DuplicateDialogProps {
  document: string;
  matches: ClientRecord[];
  onOpenExisting: (clientPk: number) => void;
  onCreateAnyway: () => void;
  onBack: () => void;
}

/** Before a new client is registered: other clients already hold this CPF/CNPJ; open one, or register anyway. */
export function DuplicateDialog({ document, matches, onOpenExisting, onCreateAnyway, onBack }: DuplicateDialogProps) {
  const { t } = useTranslation('registration');
  const first = matches[0];
  return (
    <Modal
      opened
      onClose={onBack}
      title={t('duplicate.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
    >
      <div data-dialog="duplicate">
        <Text size="sm" mb="xs">
          {t('duplicate.text', { count: matches.length, document: formatDocument(document) })}
        </Text>
        <List spacing={6} mb="md">
          {matches.map((match) => (
            <List.Item key={match.client_pk}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {match.client_complete_name ?? `${match.client_name} ${match.client_lastname ?? ''}`}
                </Text>
                <Text size="xs" c="dimmed">
                  #{match.client_pk}
                </Text>
                <StatusBadge code={match.client_status} />
              </Group>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onBack}>
            {t('duplicate.back')}
          </Button>
          <Button variant="light" color="orange" onClick={onCreateAnyway} data-action="create-anyway">
            {t('duplicate.createAnyway')}
          </Button>
          {first && (
            <Button onClick={() => onOpenExisting(first.client_pk)} data-action="open-existing" data-autofocus>
              {t('duplicate.open')}
            </Button>
          )}
        </Group>
      </div>
    </Modal>
  );
}
