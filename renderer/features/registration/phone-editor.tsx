import { ActionIcon, Autocomplete, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type Ref } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { maskPhoneInput, phoneKind, PHONES_MAX } from '../../../shared/registration/phones.ts';
import { PlusIcon, TrashIcon } from '../common/index.ts';
import type { ClientFormValues } from './client-form-values.ts';
import { emptyPhoneRow, phoneRowError, phonesOfRows, rowsOfPhones, type PhoneRow } from './phone-rows.ts';
import type { ClientFormOutput } from './registration-resolver.ts';

/** The rows a list opens with: its phones, or one empty row to type into. */
const openRows = (value: string): PhoneRow[] => {
  const rows = rowsOfPhones(value);
  return rows.length > 0 ? rows : [emptyPhoneRow()];
};

interface RowsProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
}

/** The rows themselves: label and number per phone, the number's kind shown, each row's problem under it. */
function PhoneRows({ value, onChange, onBlur, inputRef, error }: RowsProps) {
  const { t, i18n } = useTranslation('registration');
  const language = i18n.language === 'en' ? 'en' : 'pt-BR';
  const [rows, setRows] = useState(() => openRows(value));
  // Why the value last seen: a reset, a restored draft or a conflict's choice changes the list from outside,
  // and the rows follow it; the editor's own changes set it too, so they are not read back.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setRows(openRows(value));
  }
  const update = (next: PhoneRow[]) => {
    const text = phonesOfRows(next);
    setRows(next);
    setSeen(text);
    onChange(text);
  };
  const change = (key: number, part: Partial<PhoneRow>) =>
    update(rows.map((row) => (row.key === key ? { ...row, ...part } : row)));
  const remove = (key: number) => {
    const left = rows.filter((row) => row.key !== key);
    update(left.length > 0 ? left : [emptyPhoneRow()]);
  };
  const kindWord = (text: string): string => {
    const kind = phoneKind(text);
    return kind ? t(`phones.kind.${kind}`) : '';
  };
  // Rows are checked once the form checked the list (on leaving it, or on saving), as every other field.
  // Why the first row when none is filled: "at least one phone" is the empty box's problem, shown and marked there.
  const noneFilled = rows.every((row) => row.value.trim() === '');
  const rowErrors = rows.map((row, index) =>
    error ? phoneRowError(rows, row, language) || (noneFilled && index === 0 ? error : '') : '',
  );
  const general = error && !rowErrors.some(Boolean) ? error : undefined;

  return (
    <Stack gap={6} data-field="client_phones" role="group" aria-labelledby="client-phones-label">
      <Text size="sm" fw={500} id="client-phones-label">
        {t('field.client_phones')}
      </Text>
      {rows.map((row, index) => {
        const kind = kindWord(row.value);
        return (
          <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap" data-phone-row={index}>
            <Autocomplete
              aria-label={t('phones.labelOf', { n: index + 1 })}
              placeholder={kind || t('phones.labelPlaceholder')}
              data={t('phones.suggestions').split(',')}
              value={row.label}
              onChange={(label) => change(row.key, { label })}
              maxLength={30}
              w={170}
              data-phone-label
            />
            <TextInput
              aria-label={t('phones.numberOf', { n: index + 1 })}
              placeholder={t('phones.numberPlaceholder')}
              value={row.value}
              inputMode="tel"
              autoComplete="off"
              onChange={(event) => change(row.key, { value: maskPhoneInput(event.currentTarget.value) })}
              onBlur={() => {
                // Mobile detection: a row left without a label is named by its kind ("Celular", "Fixo").
                if (row.label.trim() === '' && kind) change(row.key, { label: kind });
                onBlur();
              }}
              ref={index === 0 ? inputRef : undefined}
              error={rowErrors[index] || undefined}
              rightSection={
                kind ? (
                  <Badge size="xs" variant="light" color={phoneKind(row.value) === 'mobile' ? 'teal' : 'gray'}>
                    {kind}
                  </Badge>
                ) : undefined
              }
              rightSectionWidth={kind ? 72 : undefined}
              style={{ flex: 1 }}
              data-phone-number
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="input-sm"
              aria-label={t('phones.remove', { n: index + 1 })}
              onClick={() => remove(row.key)}
              data-action="remove-phone"
            >
              <TrashIcon />
            </ActionIcon>
          </Group>
        );
      })}
      <Group gap="xs">
        {rows.length < PHONES_MAX && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<PlusIcon />}
            onClick={() => setRows([...rows, emptyPhoneRow()])}
            data-action="add-phone"
          >
            {t('phones.add')}
          </Button>
        )}
        <Text size="xs" c="dimmed">
          {t('phones.hint')}
        </Text>
      </Group>
      {general && (
        <Text size="xs" c="red" role="alert">
          {general}
        </Text>
      )}
    </Stack>
  );
}

/** The client's phones in the registration form: rows of label and number, kept as the record's `Label#-#value` list. */
export function PhoneEditor({ control }: { control: Control<ClientFormValues, unknown, ClientFormOutput> }) {
  return (
    <Controller
      control={control}
      name="client_phones"
      render={({ field, fieldState }) => (
        <PhoneRows
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
