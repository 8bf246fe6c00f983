// Forms of the shell: react-hook-form checked by the contract's request schemas and the domain.
//
//   const form = useApiForm<{ account: string; pwd: string }>({
//     endpoint: routes.loginByAccount,          // fields named like its request are checked by it
//     rules: { birthday: (v) => ... },          // domain rules the request does not carry
//     defaultValues: { account: '', pwd: '' },
//     values: query.data && toValues(query.data), // pre-fill when the query lands
//     serverFields: { codeIncorrect: 'code' },  // a refusal shown on its field
//   });
//   <form onSubmit={form.submit((v) => mutation.mutateAsync(v))} noValidate>
//     <Input label=… {...form.register('account')} error={form.errorOf('account')} />
//     <Controller control={form.control} name=… render={…} />  for value/onValueChange controls
//     <FormError form={form} />  <SubmitButton form={form}>…</SubmitButton>
//
// Error messages are MessageKeys (`messages.<key>`); errorOf translates them.
export { checkByContract, contractResolver } from './contractResolver';
export type { ContractResolverOptions, FieldRule, FieldRules, FormTextKey } from './contractResolver';
export { useApiForm } from './useApiForm';
export type { ApiForm, ApiFormOptions } from './useApiForm';
export { FormError, SubmitButton } from './FormParts';
