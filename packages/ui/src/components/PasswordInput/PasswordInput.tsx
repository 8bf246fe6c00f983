import { useState, type InputHTMLAttributes } from 'react';
import { Input } from '../Input/Input';
import { IconButton } from '../IconButton/IconButton';
import { EyeIcon, EyeOffIcon } from '../../icons/icons';
import { useUiText } from '../../i18n';

export interface PasswordInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'prefix' | 'children' | 'type'> {
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | undefined;
  /** `new-password` on sign-up and change-password forms so managers offer to generate one. */
  readonly autoComplete?: 'current-password' | 'new-password';
}

/** Password field with a reveal toggle ("Show password" / "Hide password", pressed state announced). */
export function PasswordInput({ autoComplete = 'current-password', ...rest }: PasswordInputProps) {
  const [revealed, setRevealed] = useState(false);
  const t = useUiText();
  return (
    <Input
      {...rest}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      suffix={
        <IconButton
          aria-label={t('auth.showPassword')}
          aria-pressed={revealed}
          title={revealed ? t('auth.hidePassword') : t('auth.showPassword')}
          icon={revealed ? <EyeOffIcon /> : <EyeIcon />}
          size="sm"
          disabled={rest.disabled}
          onClick={() => setRevealed((r) => !r)}
        />
      }
    />
  );
}
