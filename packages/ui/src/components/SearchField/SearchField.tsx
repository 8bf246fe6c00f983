// The lobby's search box: a rounded field with a magnifier, a clear button once there is text, and
// the search key on the phone's keyboard. Its label is read by screen readers; the placeholder
// shows what to type.
import { useId } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon, SearchIcon } from '../../icons/icons';
import { visuallyHidden } from '../../styles/global.css';
import * as css from './SearchField.css';

export interface SearchFieldProps {
  /** Names the field for screen readers (e.g. "Search by game name"), already translated. */
  readonly label: string;
  readonly placeholder?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The search key or Enter; the field keeps its text. */
  readonly onSubmit?: (value: string) => void;
  /** Names the clear button (e.g. "Clear"), already translated. */
  readonly clearLabel: string;
}

export function SearchField({ label, placeholder, value, onChange, onSubmit, clearLabel }: SearchFieldProps) {
  const id = useId();
  return (
    <form
      role="search"
      className={css.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(value);
      }}
    >
      <label htmlFor={id} className={visuallyHidden}>
        {label}
      </label>
      <span className={css.icon} aria-hidden="true">
        <SearchIcon />
      </span>
      <input
        id={id}
        className={css.input}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <span className={css.end}>{value !== '' ? <IconButton aria-label={clearLabel} icon={<CloseIcon />} size="sm" onClick={() => onChange('')} /> : null}</span>
    </form>
  );
}
