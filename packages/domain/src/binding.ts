// Profile bindings of spec §4: "Email and phone once bound cannot be changed".
import type { MessageKey } from './messages';

/**
 * spec §4: an email or phone can be bound once; when one is already bound the change is refused
 * with 'alreadyBound'. Blank (null, undefined, '') means not bound yet.
 */
export function checkBindable(
  currentValue: string | null | undefined,
): { readonly ok: true } | { readonly ok: false; readonly error: MessageKey } {
  return (currentValue ?? '').trim() === '' ? { ok: true } : { ok: false, error: 'alreadyBound' };
}
