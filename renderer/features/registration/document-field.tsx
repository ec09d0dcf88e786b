import { TextInput } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import type { ClientFormOutput } from './registration-resolver.ts';
import type { ClientFormValues } from './client-form-values.ts';
import { maskDocument } from './document-mask.ts';

/** Props of the CPF/CNPJ field. */
export interface DocumentFieldProps {
  control: Control<ClientFormValues, unknown, ClientFormOutput>;
  clientType: string;
  label: string;
  description: string;
}

/** CPF or CNPJ (by the client's type), masked while typed; the check digits are verified by the form's rules. */
export function DocumentField({ control, clientType, label, description }: DocumentFieldProps) {
  return (
    <Controller
      control={control}
      name="client_doc1"
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          description={description}
          value={field.value}
          onChange={(event) => field.onChange(maskDocument(event.currentTarget.value, clientType))}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
          inputMode={clientType === '1' ? 'text' : 'numeric'}
          autoComplete="off"
          data-field="client_doc1"
        />
      )}
    />
  );
}
