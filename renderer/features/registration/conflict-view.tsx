import { Button, Group, Modal, SegmentedControl, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationField } from './client-form-values.ts';
import { defaultChoices, type ConflictChoice, type FieldConflict } from './conflict.ts';
import { fieldLabel } from './field-label.ts';
import { shownValue } from './shown-value.ts';

/** Props of the conflict view. */
export interface ConflictViewProps {
  conflicts: FieldConflict[];
  clientType: string;
  onSave: (choices: Partial<Record<RegistrationField, ConflictChoice>>) => void;
  onBack: () => void;
}

/** Fields another operator changed since the form opened: the values side by side, a choice per field. */
export function ConflictView({ conflicts, clientType, onSave, onBack }: ConflictViewProps) {
  const { t } = useTranslation('registration');
  const [choices, setChoices] = useState(() => defaultChoices(conflicts));
  const show = (field: RegistrationField, value: string) =>
    shownValue(field, value, t) || (
      <Text span c="dimmed">
        {t('conflict.empty')}
      </Text>
    );
  return (
    <Modal
      opened
      onClose={onBack}
      title={t('conflict.title')}
      size={1000}
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
    >
      <div data-dialog="conflict">
        <Text size="sm" mb="sm">
          {t('conflict.text')}
        </Text>
        <Table withTableBorder striped verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('conflict.field')}</Table.Th>
              <Table.Th>{t('conflict.original')}</Table.Th>
              <Table.Th>{t('conflict.theirs')}</Table.Th>
              <Table.Th>{t('conflict.mine')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {conflicts.map((conflict) => (
              <Table.Tr key={conflict.field} data-conflict={conflict.field}>
                <Table.Td fw={500}>{fieldLabel(t, conflict.field, clientType)}</Table.Td>
                <Table.Td>{show(conflict.field, conflict.original)}</Table.Td>
                <Table.Td data-side="theirs">{show(conflict.field, conflict.theirs)}</Table.Td>
                <Table.Td data-side="mine">{show(conflict.field, conflict.mine)}</Table.Td>
                <Table.Td>
                  <SegmentedControl
                    size="xs"
                    aria-label={fieldLabel(t, conflict.field, clientType)}
                    value={choices[conflict.field] ?? 'mine'}
                    onChange={(value) => setChoices((old) => ({ ...old, [conflict.field]: value }))}
                    data={[
                      { value: 'mine', label: t('conflict.keepMine') },
                      { value: 'theirs', label: t('conflict.takeTheirs') },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end" gap="xs" mt="md">
          <Button variant="default" onClick={onBack}>
            {t('conflict.back')}
          </Button>
          <Button onClick={() => onSave(choices)} data-action="save-choices">
            {t('conflict.save')}
          </Button>
        </Group>
      </div>
    </Modal>
  );
}
