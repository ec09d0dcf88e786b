import {
  Accordion,
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { codedFields, codePresetIds, type CodedField } from '../../../shared/codes/code-dictionary.ts';
import type { Language } from '../../../shared/language.ts';
import { PlusIcon, TrashIcon } from '../common/index.ts';
import { newRow, presetTable, type CodeRow, type CodeRowProblem, type CodeTable } from './code-table.ts';

/** What the code editor shows and reports. */
export interface CodeDictionaryEditorProps {
  table: CodeTable;
  onChange: (table: CodeTable) => void;
  /** The wrong rows by key, after a save was tried. */
  problems: ReadonlyMap<string, CodeRowProblem>;
  /** The fields whose tables are open. */
  opened: readonly string[];
  onOpened: (fields: string[]) => void;
  /** A row was changed (its problem, if any, is being fixed). */
  onRowChange: (key: string) => void;
}

/** The profile's code dictionary: a preset to start from, then per field a table of code → meaning, rows added and removed. */
export function CodeDictionaryEditor({
  table,
  onChange,
  problems,
  opened,
  onOpened,
  onRowChange,
}: CodeDictionaryEditorProps) {
  const { t, i18n } = useTranslation('profiles');
  const setRows = (field: CodedField, rows: readonly CodeRow[]): void =>
    onChange({ ...table, rows: { ...table.rows, [field]: rows } });
  const update = (field: CodedField, key: string, change: Partial<CodeRow>): void => {
    onRowChange(key);
    setRows(
      field,
      table.rows[field].map((row) => (row.key === key ? { ...row, ...change } : row)),
    );
  };
  return (
    <Stack gap="xs" data-code-dictionary>
      <Text size="xs">{t('codes.intro')}</Text>
      <Select
        label={t('codes.preset')}
        description={t('codes.presetHint')}
        data={codePresetIds.map((id) => ({ value: id, label: t(`codes.presets.${id}`) }))}
        value={table.preset}
        allowDeselect={false}
        // Why the table is remade: a preset is a starting point; its rows are then the operator's to change.
        onChange={(value) => value && onChange(presetTable(value, i18n.language as Language))}
        data-field="codePreset"
      />
      {table.preset === 'controllr' && (
        <Alert color="yellow" variant="light" p="xs" data-controllr-note>
          <Text size="xs">{t('codes.controllrNote')}</Text>
        </Alert>
      )}
      <Accordion multiple value={[...opened]} onChange={onOpened} variant="contained" chevronPosition="left">
        {codedFields.map((field) => {
          const rows = table.rows[field];
          const labelled = rows.filter((row) => row.label.trim() !== '').length;
          return (
            <Accordion.Item key={field} value={field} data-code-field={field}>
              <Accordion.Control>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">{t(`codes.field.${field}`)}</Text>
                  {labelled > 0 && (
                    <Badge size="sm" variant="light" tt="none">
                      {t('codes.count', { count: labelled })}
                    </Badge>
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <CodeRows
                  field={field}
                  rows={rows}
                  problems={problems}
                  onUpdate={(key, change) => update(field, key, change)}
                  onRemove={(key) =>
                    setRows(
                      field,
                      rows.filter((row) => row.key !== key),
                    )
                  }
                />
                <Button
                  mt={6}
                  size="xs"
                  variant="light"
                  leftSection={<PlusIcon size={14} />}
                  onClick={() => setRows(field, [...rows, newRow()])}
                  data-add-code={field}
                >
                  {t('codes.add')}
                </Button>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}

interface CodeRowsProps {
  field: CodedField;
  rows: readonly CodeRow[];
  problems: ReadonlyMap<string, CodeRowProblem>;
  onUpdate: (key: string, change: Partial<CodeRow>) => void;
  onRemove: (key: string) => void;
}

/** One field's table: code, meaning, (invoice states) whether it cancels the invoice, and a remove button per row. */
function CodeRows({ field, rows, problems, onUpdate, onRemove }: CodeRowsProps) {
  const { t } = useTranslation('profiles');
  if (rows.length === 0) return null;
  const cancelling = field === 'invoice_state';
  const name = t(`codes.field.${field}`);
  return (
    <Table verticalSpacing={4} horizontalSpacing={6} data-code-rows={field} aria-label={name}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={96}>{t('codes.code')}</Table.Th>
          <Table.Th>{t('codes.label')}</Table.Th>
          {cancelling && (
            <Table.Th w={150} ta="center" title={t('codes.cancelsHint')} style={{ whiteSpace: 'nowrap' }}>
              {t('codes.cancels')}
            </Table.Th>
          )}
          <Table.Th w={40} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const problem = problems.get(row.key);
          const codeProblem = problem === 'tooLong' ? undefined : problem;
          return (
            <Table.Tr key={row.key} data-code-row={row.code}>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <TextInput
                  size="xs"
                  inputMode="numeric"
                  aria-label={`${name}: ${t('codes.code')}`}
                  value={row.code}
                  onChange={(event) => onUpdate(row.key, { code: event.currentTarget.value })}
                  error={codeProblem ? t(`codes.errors.${codeProblem}`) : undefined}
                  data-input="code"
                />
              </Table.Td>
              <Table.Td style={{ verticalAlign: 'top' }}>
                <TextInput
                  size="xs"
                  aria-label={`${name}: ${t('codes.label')} ${row.code}`}
                  value={row.label}
                  onChange={(event) => onUpdate(row.key, { label: event.currentTarget.value })}
                  error={problem === 'tooLong' ? t('codes.errors.tooLong') : undefined}
                  data-input="label"
                />
              </Table.Td>
              {cancelling && (
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <Checkbox
                    size="xs"
                    mt={6}
                    styles={{ body: { justifyContent: 'center' } }}
                    aria-label={`${t('codes.cancels')}: ${row.code}`}
                    title={t('codes.cancelsHint')}
                    checked={row.cancels}
                    onChange={(event) => onUpdate(row.key, { cancels: event.currentTarget.checked })}
                    data-input="cancels"
                  />
                </Table.Td>
              )}
              <Table.Td style={{ verticalAlign: 'top' }}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={row.code.trim() ? t('codes.remove', { code: row.code.trim() }) : t('codes.removeEmpty')}
                  onClick={() => onRemove(row.key)}
                  data-remove-code={row.code}
                >
                  <TrashIcon size={14} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
