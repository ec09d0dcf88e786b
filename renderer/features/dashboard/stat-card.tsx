import { Paper, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of a figure card. */
export interface StatCardProps {
  label: string;
  value: string;
  /** A line under the figure (a sum, a total). */
  detail?: ReactNode;
  /** Identifies the card for tests and styles (`data-stat`). */
  stat: string;
  /** Opens what the figure counts (the client list, filtered); the card is then a button. */
  onOpen?: (() => void) | undefined;
  /** The button's hint ("Abrir estes clientes na lista"). */
  openHint?: string;
}

/** One figure of the dashboard: a label, the number in large type, an optional line under it; a button when it opens a list. */
export function StatCard({ label, value, detail, stat, onOpen, openHint }: StatCardProps) {
  const body = (
    <>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2} data-value>
        {value}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed" component="div">
          {detail}
        </Text>
      ) : null}
      {onOpen && openHint ? (
        <Text size="xs" c="blue" component="div">
          {openHint} →
        </Text>
      ) : null}
    </>
  );
  return (
    <Paper withBorder p={0} data-stat={stat} component="section" aria-label={label}>
      {onOpen ? (
        <UnstyledButton onClick={onOpen} p="sm" w="100%" h="100%" data-action="open-list" style={{ display: 'block' }}>
          {body}
        </UnstyledButton>
      ) : (
        <div style={{ padding: 'var(--mantine-spacing-sm)' }}>{body}</div>
      )}
    </Paper>
  );
}
