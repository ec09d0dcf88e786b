import styles from '../../grid/grid.module.css';

/** What a check cell shows: its state and accessible name. */
export interface GridCheckCellProps {
  checked: boolean;
  /** Some but not all rows checked (the header's box only). */
  indeterminate?: boolean;
  label: string;
  /** The header's cell is a column header; a row's is a grid cell. */
  role: 'gridcell' | 'columnheader';
  onToggle?: () => void;
}

/**
 * The check box of a row or of the header. Why a native input and not Mantine's Checkbox: rows mount
 * while the grid scrolls, and the native box costs one element where Mantine's costs several and hooks.
 * Why tabIndex -1: the grid keeps the focus (arrows, Space); the boxes are for the mouse.
 */
export function GridCheckCell({ checked, indeterminate = false, label, role, onToggle }: GridCheckCellProps) {
  return (
    <div role={role} className={role === 'gridcell' ? styles.checkCell : styles.checkHead}>
      <input
        type="checkbox"
        className={styles.check}
        checked={checked}
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        aria-label={label}
        tabIndex={-1}
        // Why readOnly with onChange left out: a row's box is handled by the grid's click handler (it needs the Shift key).
        readOnly={onToggle === undefined}
        onChange={onToggle}
        data-check={role === 'gridcell' ? 'row' : 'page'}
      />
    </div>
  );
}
