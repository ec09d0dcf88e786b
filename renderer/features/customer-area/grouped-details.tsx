import { DataList, Paper, SimpleGrid, Text, Title, type SimpleGridProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** One labelled value of a details panel. */
export interface DetailItem {
  id: string;
  label: string;
  value: ReactNode;
  /** Extra style of the value (a monospaced address, kept line breaks). */
  style?: CSSProperties | undefined;
}

/** A titled group of labelled values. */
export interface DetailGroup {
  id: string;
  title: string;
  items: readonly DetailItem[];
}

/** What a details panel shows: its title, its groups (or a line saying there is nothing), and how it is laid out. */
export interface GroupedDetailsProps {
  title: string;
  groups: readonly DetailGroup[];
  /** Said when no group has anything to show. */
  nothing: string;
  cols: SimpleGridProps['cols'];
  labelWidth: number;
  /** The panel's data attribute (`data-connection-details`, `data-order-details`) and its value, for tests and styles. */
  marker: readonly [`data-${string}`, string];
}

/**
 * A record's details in titled groups of labelled values, as the customer area opens a connection or a support
 * order: one layout for both (a bordered section named by its title, the groups side by side on wide screens).
 */
export function GroupedDetails({ title, groups, nothing, cols, labelWidth, marker }: GroupedDetailsProps) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title} {...{ [marker[0]]: marker[1] }}>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {groups.length === 0 ? (
        <Text size="sm">{nothing}</Text>
      ) : (
        <SimpleGrid cols={cols} spacing="md">
          {groups.map((group) => (
            <div key={group.id} data-group={group.id}>
              <Text size="sm" fw={600} mb={4}>
                {group.title}
              </Text>
              <DataList size="sm" gap={4} labelWidth={labelWidth} withDivider>
                {group.items.map((item) => (
                  <DataList.Item key={item.id} data-field={item.id}>
                    <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
                    <DataList.ItemValue style={{ overflowWrap: 'anywhere', ...item.style }}>
                      {item.value}
                    </DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList>
            </div>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
