import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of a settings section. */
export interface SettingsSectionProps {
  title: string;
  hint?: string;
  children: ReactNode;
}

/** A titled block of the settings screen. */
export function SettingsSection({ title, hint, children }: SettingsSectionProps) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <div>
          <Title order={2}>{title}</Title>
          {hint ? (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
