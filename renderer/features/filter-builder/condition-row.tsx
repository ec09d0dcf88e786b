import { ActionIcon, Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clientColumns, findColumn } from '../../../shared/filter/columns.ts';
import type { BuilderCondition } from './builder-condition.ts';
import { opArity, opsForKind, type BuilderOp } from './builder-ops.ts';
import { chipWords, enumCodes, fieldName, valueName } from './field-words.ts';

/** What one editable condition row shows and changes. */
export interface ConditionRowProps {
  condition: BuilderCondition;
  number: number;
  onChange: (condition: BuilderCondition) => void;
  onRemove: () => void;
}

/** One condition in the builder: field, an operator fitting its kind, and a value input fitting both. */
export function ConditionRow({ condition, number, onChange, onRemove }: ConditionRowProps) {
  const { t } = useTranslation(['filter-builder', 'clients']);
  const words = chipWords(t);
  // Why memoised: the row renders on every key typed in its value, and naming every column costs more than the rest of the row.
  const fieldOptions = useMemo(
    () => clientColumns.columns.map((column) => ({ value: column.name, label: fieldName(t, column.name) })),
    // `t` is a new function when the language changes, so the names follow it.
    [t],
  );
  const kind = findColumn(clientColumns, condition.field)?.kind ?? 'text';
  const ops = opsForKind(kind);
  const isDate = kind === 'date' || kind === 'datetime';
  const codes = enumCodes[condition.field] ?? [];
  const arity = opArity(condition.op);

  const changeField = (field: string) => {
    const nextKind = findColumn(clientColumns, field)?.kind ?? 'text';
    const nextOps = opsForKind(nextKind);
    const op = nextOps.includes(condition.op) && nextKind === kind ? condition.op : (nextOps[0] ?? 'eq');
    onChange({
      ...condition,
      field,
      op,
      value: nextKind === 'enum' ? (enumCodes[field]?.[0] ?? '') : nextKind === kind ? condition.value : '',
      to: '',
      values: [],
    });
  };
  const changeOp = (op: BuilderOp) =>
    onChange({
      ...condition,
      op,
      value: kind === 'enum' && condition.value === '' ? (codes[0] ?? '') : condition.value,
    });

  const textInput = (label: string, value: string, change: (text: string) => void, name: string) => (
    <TextInput
      size="xs"
      aria-label={label}
      name={name}
      value={value}
      placeholder={isDate ? t('datePlaceholder') : undefined}
      inputMode={kind === 'number' ? 'decimal' : undefined}
      onChange={(event) => change(event.currentTarget.value)}
      style={{ flex: 1, minWidth: 110 }}
    />
  );

  const valueInput =
    arity === 'none' ? null : arity === 'list' ? (
      <Checkbox.Group
        aria-label={t('listLabel', { number })}
        value={[...condition.values]}
        onChange={(values) => onChange({ ...condition, values })}
      >
        <Group gap="xs">
          {codes.map((code) => (
            <Checkbox
              key={code}
              size="xs"
              value={code}
              label={valueName(t, condition.field, code)}
              name={`filter-value-${number}`}
            />
          ))}
        </Group>
      </Checkbox.Group>
    ) : arity === 'two' ? (
      <>
        {textInput(
          t('fromLabel', { number }),
          condition.value,
          (value) => onChange({ ...condition, value }),
          `filter-from-${number}`,
        )}
        {textInput(
          t('toLabel', { number }),
          condition.to,
          (to) => onChange({ ...condition, to }),
          `filter-to-${number}`,
        )}
      </>
    ) : kind === 'enum' ? (
      <NativeSelect
        size="xs"
        aria-label={t('valueLabel', { number })}
        name={`filter-value-${number}`}
        value={condition.value}
        data={codes.map((code) => ({ value: code, label: valueName(t, condition.field, code) }))}
        onChange={(event) => onChange({ ...condition, value: event.currentTarget.value })}
        style={{ flex: 1 }}
      />
    ) : (
      textInput(
        t('valueLabel', { number }),
        condition.value,
        (value) => onChange({ ...condition, value }),
        `filter-value-${number}`,
      )
    );

  return (
    <Group gap="xs" wrap="nowrap" align="center" data-filter-condition={number}>
      <NativeSelect
        size="xs"
        aria-label={t('fieldLabel', { number })}
        name={`filter-field-${number}`}
        value={condition.field}
        data={fieldOptions}
        onChange={(event) => changeField(event.currentTarget.value)}
        style={{ width: 170, flex: 'none' }}
      />
      <NativeSelect
        size="xs"
        aria-label={t('opLabel', { number })}
        name={`filter-op-${number}`}
        value={condition.op}
        data={ops.map((op) => ({ value: op, label: words.op(op, condition.field) }))}
        onChange={(event) => changeOp(event.currentTarget.value as BuilderOp)}
        style={{ width: 150, flex: 'none' }}
      />
      {valueInput}
      <ActionIcon
        variant="subtle"
        color="red"
        size="md"
        aria-label={t('remove', { number })}
        title={t('remove', { number })}
        onClick={onRemove}
        data-action="remove-condition"
        style={{ marginLeft: 'auto', flex: 'none' }}
      >
        ×
      </ActionIcon>
    </Group>
  );
}
