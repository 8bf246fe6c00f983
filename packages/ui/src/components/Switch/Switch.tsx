// An on/off switch (demo vs real mode, settings): role switch, toggled by click, Space or Enter.
import type { ReactNode } from 'react';
import * as css from './Switch.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visible label; the switch's accessible name. */
  children?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  disabled?: boolean;
}

/**
 * A native button carries the role, so Space and Enter already click it and it is focusable;
 * only aria-checked is added.
 */
export function Switch({ checked, onChange, children, 'aria-label': ariaLabel, disabled = false }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={ariaLabel}
      disabled={disabled}
      className={css.root}
      onClick={() => onChange(!checked)}
    >
      {children ? <span>{children}</span> : null}
      <span className={css.track} aria-hidden="true">
        <span className={css.thumb} />
      </span>
    </button>
  );
}
