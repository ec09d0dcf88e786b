import { Text } from '@mantine/core';
import { memo } from 'react';
import styles from '../../grid/grid.module.css';
import { useGridHint } from '../shortcuts/index.ts';

/**
 * The grid's keys to remember, beside the status toggle over the grid: written from the shortcut table, so it says what
 * the keys do. Why not in the top row: it had the width left over by the tools there, which at 1366 px was none.
 */
export const GridHint = memo(function GridHint() {
  const hint = useGridHint();
  return (
    <Text size="xs" className={styles.muted} data-grid-hint>
      {hint}
    </Text>
  );
});
