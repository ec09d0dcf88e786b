import { Fieldset, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of the registration form, its fields in `cols` columns. */
export function FormSection({
  legend,
  cols = 2,
  children,
  name,
}: {
  legend: string;
  cols?: number;
  children: ReactNode;
  name: string;
}) {
  return (
    <Fieldset legend={legend} variant="filled" p="sm" data-section={name}>
      <SimpleGrid cols={cols} spacing="sm" verticalSpacing="xs">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}
