// A react-hook-form resolver driven by the contract: a form's fields are named like the request
// fields of an endpoint, and each is checked by that endpoint's zod request schema (whose field
// rules are @perya/domain's validators), through @hookform/resolvers' zod resolver. Rules the
// request does not carry (a field only the form has, a bound only the page knows) come from
// @perya/domain too, as `rules`. Errors carry a MessageKey as their message.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import type { z } from 'zod/mini';
import type * as zodMini from 'zod/mini';
import type { MessageKey } from '@perya/domain';
import type { AnyEndpoint } from '@perya/api/contract';
import { loadEndpoint, type EndpointRef } from '@perya/api/routes';

/**
 * An i18n key of a form's own message (e.g. 'account.passwordsDoNotMatch'), for a rule between two
 * fields of the form that no request or domain message names.
 */
export type FormTextKey = `${string}.${string}`;
/** A domain rule of one field: the message key of what is wrong, or undefined when it is right. */
export type FieldRule<F extends FieldValues, K extends keyof F = keyof F> = (value: F[K], values: F) => MessageKey | FormTextKey | undefined;
export type FieldRules<F extends FieldValues> = { readonly [K in keyof F]?: FieldRule<F, K> };

export interface ContractResolverOptions<F extends FieldValues> {
  /**
   * The endpoint whose request schema checks the form's fields of the same name, or a choice of it
   * by the values (e.g. log in by password or by SMS code). Undefined: only `rules` check.
   */
  readonly endpoint?: EndpointRef<AnyEndpoint> | ((values: F) => EndpointRef<AnyEndpoint> | undefined) | undefined;
  /** Fields the request has but this form leaves to the page (e.g. sent only in another mode). */
  readonly skip?: readonly (keyof F & string)[];
  /**
   * Fields the request may leave out but this form needs: a blank one is checked as it is (the
   * request's rule then says what is missing) instead of being left out.
   */
  readonly required?: readonly (keyof F & string)[];
  readonly rules?: FieldRules<F>;
}

type Shape = Record<string, z.ZodMiniType>;
type ZodMini = typeof zodMini;

/** The fields of an object request schema (a checked object keeps its shape). */
function shapeOf(schema: z.ZodMiniType): Shape {
  const def = (schema as unknown as { _zod: { def: { shape?: Shape } } })._zod.def;
  return def.shape ?? {};
}

function isOptional(schema: z.ZodMiniType | undefined): boolean {
  return (schema as unknown as { _zod?: { optin?: string } } | undefined)?._zod?.optin === 'optional';
}

// zod is loaded with the contract (after the first paint), never in the first-load bundle.
let zod: Promise<ZodMini> | undefined;
function loadZod(): Promise<ZodMini> {
  zod ??= import('zod/mini');
  return zod;
}

const picked = new WeakMap<object, Map<string, z.ZodMiniType>>();

/** The request schema cut to the given fields, made once per endpoint and field list. */
async function pickedSchema(ref: EndpointRef<AnyEndpoint>, fields: readonly string[]): Promise<z.ZodMiniType | undefined> {
  const [endpoint, { z }] = await Promise.all([loadEndpoint(ref), loadZod()]);
  const shape = shapeOf(endpoint.request);
  const names = fields.filter((name) => Object.hasOwn(shape, name)).sort();
  if (names.length === 0) return undefined;
  const key = names.join(',');
  let byFields = picked.get(endpoint);
  if (byFields === undefined) {
    byFields = new Map();
    picked.set(endpoint, byFields);
  }
  let schema = byFields.get(key);
  if (schema === undefined) {
    schema = z.object(Object.fromEntries(names.map((name) => [name, shape[name] as z.ZodMiniType])));
    byFields.set(key, schema);
  }
  return schema;
}

/**
 * The resolver of a form checked by the contract (see the file comment). The values handed to the
 * submit handler are the form's values with the checked fields as the schema parsed them (trimmed,
 * cleaned by the domain validator).
 */
export function contractResolver<F extends FieldValues>(options: ContractResolverOptions<F> | (() => ContractResolverOptions<F>)): Resolver<F> {
  return async (values: F, context: unknown, resolverOptions: ResolverOptions<F>): Promise<ResolverResult<F>> => {
    const { endpoint, skip = [], required = [], rules = {} } = typeof options === 'function' ? options() : options;
    const ref = typeof endpoint === 'function' ? endpoint(values) : endpoint;
    const errors: Record<string, { type: string; message: string }> = {};
    let parsed: Partial<F> = {};
    const fields = Object.keys(values).filter((name) => !skip.includes(name));
    const schema = ref === undefined ? undefined : await pickedSchema(ref, fields);
    if (schema !== undefined) {
      const shape = shapeOf(schema);
      // A blank text box of an optional request field is the field left out, as the call sends it.
      const subset = Object.fromEntries(
        Object.keys(shape).map((name) => [name, values[name] === '' && !required.includes(name) && isOptional(shape[name]) ? undefined : values[name]]),
      );
      // zodResolver's result type follows the schema; this schema is built at run time.
      const result = await (zodResolver(schema as never) as unknown as Resolver<FieldValues>)(subset, context, resolverOptions as never);
      if (Object.keys(result.errors).length === 0) parsed = result.values as Partial<F>;
      for (const [name, error] of Object.entries(result.errors as FieldErrors)) {
        if (typeof error?.message === 'string') errors[name] = { type: String(error.type), message: error.message };
      }
    }
    const domainRules: FieldRules<F> = rules;
    for (const name of Object.keys(domainRules) as (keyof F & string)[]) {
      if (errors[name] !== undefined) continue;
      const message = domainRules[name]?.(values[name], values);
      if (message !== undefined) errors[name] = { type: 'rule', message };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as unknown as FieldErrors<F> };
    return { values: { ...values, ...parsed }, errors: {} };
  };
}

/**
 * The same check outside a form (a popup that hands the page one value): the message of each field
 * that is wrong, by field name; empty when every field is right.
 */
export async function checkByContract<F extends FieldValues>(options: ContractResolverOptions<F>, values: F): Promise<Partial<Record<keyof F & string, string>>> {
  const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<F>;
  const { errors } = await contractResolver<F>(options)(values, undefined, resolverOptions);
  return Object.fromEntries(
    Object.entries(errors as Record<string, { message?: unknown } | undefined>).flatMap(([name, error]) => (typeof error?.message === 'string' ? [[name, error.message]] : [])),
  ) as Partial<Record<keyof F & string, string>>;
}
