import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isoDateToBr } from '../../../shared/registration/dates.ts';
import { todayIso } from './client-form-values.ts';

/** Props of the empty birth date question. */
export interface EmptyDateDialogProps {
  /** The form's client type: '1' a company (date founded), anything else a person (date of birth). */
  clientType: string;
  /** Back to the form, the date field focused. */
  onFill: () => void;
  onSend: () => void;
}

/**
 * Before a new client goes out with no birth (or foundation) date: says in words that the server would store
 * today's date as that date. The safe answer, filling the date in, has the focus.
 */
export function EmptyDateDialog({ clientType, onFill, onSend }: EmptyDateDialogProps) {
  const { t } = useTranslation('registration');
  const kind = clientType === '1' ? 'company' : 'person';
  return (
    <Modal
      opened
      onClose={onFill}
      // Why not back to the save button: the next key belongs in the date field (onFill puts the focus there).
      returnFocus={false}
      title={t(`emptyDate.title.${kind}`)}
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
    >
      <div data-dialog="empty-date">
        <Text size="sm" mb="md">
          {t(`emptyDate.text.${kind}`, { today: isoDateToBr(todayIso()) ?? '' })}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onSend} data-action="send-without-date">
            {t('emptyDate.send')}
          </Button>
          <Button onClick={onFill} data-action="fill-date" data-autofocus>
            {t('emptyDate.fill')}
          </Button>
        </Group>
      </div>
    </Modal>
  );
}
