// The parts every form shares: the submit button with its busy state and the form-level error.
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button, Text, type ButtonVariant } from '@perya/ui';
import type { ApiForm } from './useApiForm';

export function SubmitButton<F extends FieldValues>({
  form,
  children,
  variant = 'primary',
  disabled = false,
  testId,
}: {
  readonly form: ApiForm<F>;
  readonly children: ReactNode;
  readonly variant?: ButtonVariant;
  readonly disabled?: boolean;
  readonly testId?: string;
}) {
  return (
    <Button type="submit" variant={variant} fullWidth size="lg" loading={form.busy} disabled={disabled} data-testid={testId}>
      {children}
    </Button>
  );
}

/** The refusal that names no field, announced where the player looks next: above the submit. */
export function FormError<F extends FieldValues>({ form, testId }: { readonly form: ApiForm<F>; readonly testId?: string }) {
  if (form.formError === undefined) return null;
  return (
    <Text tone="danger" size="sm" role="alert" data-testid={testId}>
      {form.formError}
    </Text>
  );
}
