// A digit keypad for entering a short number digit by digit (a Swertres pick): 1–9, then clear,
// 0 and delete. Digits stop when the entry is full; delete stops when it is empty.
import * as styles from './Keypad.css';

export interface KeypadProps {
  readonly onDigit: (digit: number) => void;
  readonly onClear: () => void;
  readonly onDelete: () => void;
  /** Already translated. */
  readonly clearLabel: string;
  readonly deleteLabel: string;
  /** Names the keypad for screen readers. */
  readonly label: string;
  /** The entry is full: digits are disabled. */
  readonly full?: boolean;
  /** The entry is empty: delete is disabled. */
  readonly empty?: boolean;
}

export function Keypad({ onDigit, onClear, onDelete, clearLabel, deleteLabel, label, full = false, empty = false }: KeypadProps) {
  const digit = (d: number) => (
    <button key={d} type="button" className={styles.key} disabled={full} onClick={() => onDigit(d)} data-digit={d}>
      {d}
    </button>
  );
  return (
    <div className={styles.grid} role="group" aria-label={label}>
      {[1, 2, 3, 4, 5, 6, 7, 8, 9].map(digit)}
      <button type="button" className={`${styles.key} ${styles.command}`} disabled={empty} onClick={onClear}>
        {clearLabel}
      </button>
      {digit(0)}
      <button type="button" className={`${styles.key} ${styles.command}`} disabled={empty} onClick={onDelete}>
        {deleteLabel}
      </button>
    </div>
  );
}
