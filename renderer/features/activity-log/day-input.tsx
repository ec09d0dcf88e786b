import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { parseDayMonthYear } from '../../format/date-input.ts';

/** The day as the field shows it: dd/mm/aaaa. */
const shown = (day: string | undefined): string => (day ? day.split('-').reverse().join('/') : '');

/**
 * A day typed as dd/mm/aaaa, as every date of the app is typed (a native date field follows the browser's own
 * language, mm/dd/yyyy in an English Chromium): an empty or valid day is applied, anything else is named.
 */
export function DayInput({
  label,
  value,
  onChange,
  invalidText,
  placeholder,
  error,
  name,
}: {
  label: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  invalidText: string;
  /** How a day is written in the user's language (dd/mm/aaaa, dd/mm/yyyy). */
  placeholder: string;
  error?: string | undefined;
  name: string;
}) {
  const [text, setText] = useState(shown(value));
  const [applied, setApplied] = useState(value);
  // Why compared while rendering: "Limpar filtros" clears the value from outside, and the typed text follows.
  if (applied !== value) {
    setApplied(value);
    setText(shown(value));
  }
  const trimmed = text.trim();
  const invalid = trimmed !== '' && parseDayMonthYear(trimmed) === undefined;
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      inputMode="numeric"
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const day = next.trim() === '' ? undefined : parseDayMonthYear(next);
        if (next.trim() === '' || day !== undefined) {
          setApplied(day);
          onChange(day);
        }
      }}
      error={invalid ? invalidText : error}
      w={150}
      data-filter={name}
    />
  );
}
