import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of a figure card. */
export interface StatCardProps {
  label: string;
  value: string;
  /** A line under the figure (a sum, a total). */
  detail?: ReactNode;
  /** Identifies the card for tests and styles (`data-stat`). */
  stat: string;
}

/** One figure of the dashboard: a label, the number in large type, an optional line under it. */
export function StatCard({ label, value, detail, stat }: StatCardProps) {
  return (
    <Paper withBorder p="sm" data-stat={stat} component="section" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2} data-value>
        {value}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Paper>
  );
}
