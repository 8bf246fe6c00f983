// The one way a shell page runs a form: react-hook-form checked by the contract and the domain
// (contractResolver), pre-filled from a query, a refusal of the server shown on its field (or
// above the submit button), and the busy state of the submit.
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { isApiError } from '@perya/api/client';
import { messageKeyOfText, useTranslation } from '@perya/i18n';
import type { MessageKey } from '@perya/domain';
import { useErrorText } from '../pages/auth/useApiError';
import { contractResolver, type ContractResolverOptions } from './contractResolver';

export interface ApiFormOptions<F extends FieldValues> extends ContractResolverOptions<F> {
  readonly defaultValues: DefaultValues<F>;
  /**
   * Values from a query (a profile, the saved cash-out account): the form takes them when they land
   * and again when they change, keeping what the player already typed.
   */
  readonly values?: F | undefined;
  /** Server refusals that belong to one field: the message key and that field. */
  readonly serverFields?: Partial<Record<MessageKey, Path<F>>>;
}

export interface ApiForm<F extends FieldValues> extends UseFormReturn<F> {
  /**
   * The form's onSubmit: checks the fields, then runs `action` with the checked values. A refusal
   * the action throws lands on its field (serverFields) or as the form's error; nothing else is
   * caught.
   */
  submit(action: (values: F) => Promise<unknown> | void): (event?: BaseSyntheticEvent) => Promise<void>;
  /** The translated error of a field, if any. */
  errorOf(name: Path<F>): string | undefined;
  /** The translated error of the form as a whole (a refusal that names no field). */
  readonly formError: string | undefined;
  /** True while the submit action runs. */
  readonly busy: boolean;
  /** True once the action succeeded, until the player changes a field again ("Saved"). */
  readonly done: boolean;
  /** Shows an error the page caught itself (e.g. sending a code) as the form's error. */
  showError(error: unknown): void;
}

const SERVER_ERROR = 'root.server' as const;

export function useApiForm<F extends FieldValues>(options: ApiFormOptions<F>): ApiForm<F> {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // The resolver reads the latest options (the endpoint may follow the page's mode).
  const latest = useRef(options);
  latest.current = options;
  const resolver = useRef(contractResolver<F>(() => latest.current)).current;
  const form = useForm<F>({
    resolver,
    defaultValues: options.defaultValues,
    ...(options.values === undefined ? {} : { values: options.values }),
    resetOptions: { keepDirtyValues: true, keepErrors: true },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  // Set by the last action's success (RHF's isSubmitSuccessful does not survive a reset inside it).
  const [succeeded, setSucceeded] = useState(false);

  const showError = (error: unknown) => {
    const key = isApiError(error) ? messageKeyOfText(error.msg) : undefined;
    const field = key === undefined ? undefined : latest.current.serverFields?.[key];
    if (field !== undefined && key !== undefined) {
      form.setError(field, { type: 'server', message: key }, { shouldFocus: true });
    } else {
      form.setError(SERVER_ERROR, { type: 'server', message: errorText(error) });
    }
  };

  const errorOf = (name: Path<F>): string | undefined => {
    const message = form.getFieldState(name, form.formState).error?.message;
    if (message === undefined || message === '') return undefined;
    // A MessageKey (the contract's, the domain's, the server's), or a form's own full i18n key.
    return t((message.includes('.') ? message : `messages.${message}`) as never, { defaultValue: message });
  };

  const rootError = (errors.root as Record<string, { message?: string } | undefined> | undefined)?.server?.message;

  return {
    ...form,
    submit: (action) =>
      form.handleSubmit(async (values: F) => {
        setSucceeded(false);
        try {
          await action(values);
          setSucceeded(true);
        } catch (error) {
          showError(error);
        }
      }),
    errorOf,
    formError: rootError === undefined || rootError === '' ? undefined : rootError,
    busy: isSubmitting,
    done: succeeded && !isDirty,
    showError,
  };
}
