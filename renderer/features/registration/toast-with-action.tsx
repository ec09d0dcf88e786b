import { Button, Group, Text } from '@mantine/core';

/** What a toast with an action shows: its text, and one button ("Abrir ficha", "Desfazer"). */
export interface ToastWithActionProps {
  text: string;
  label: string;
  onClick: () => void;
  /** The button's `data-action`. */
  action: string;
}

/** A toast's text with one action button beside it. */
export function ToastWithAction({ text, label, onClick, action }: ToastWithActionProps) {
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap">
      <Text size="sm">{text}</Text>
      <Button size="compact-sm" variant="light" onClick={onClick} data-action={action} style={{ flex: 'none' }}>
        {label}
      </Button>
    </Group>
  );
}
