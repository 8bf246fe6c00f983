// The operator's doors to its texts (issue 23), guarded by OPERATOR_TOKEN like every /ops/* route
// (security/operator.ts): GET /ops/texts lists every text with its value in each locale; PUT
// /ops/texts sets one (`ref` from that list, `text` one string or a map per locale with en-PH,
// or for a list — a VIP level's privileges — an array of them; null goes back to the seed's).
// A bad ref or text is refused with the reason and changes nothing; every change is logged (the
// ref and the locales set).
import { z } from 'zod';
import { localizedText, type LocalizedText } from '@perya/domain';
import { okEnvelope } from '@perya/api/contract';
import { AppError } from '../../http/errors';
import { localizedTextSchema, type OperatorTexts, type TextSlot } from './texts';
import type { OpsRoutes } from '../../http/ops';

export const OPS_TEXTS_PATH = '/ops/texts';

/** Most privileges a level lists. */
const MAX_LIST = 20;

const body = z.object({ ref: z.string().min(1).max(200), text: z.unknown() });

/** The value a slot accepts, or the reason it is refused. */
function parseValue(slot: TextSlot, value: unknown): { ok: true; value: LocalizedText | LocalizedText[] | null } | { ok: false; reason: string } {
  if (value === null) return { ok: true, value: null };
  const one = localizedTextSchema(slot.max, slot.min);
  const schema = Array.isArray(slot.seed) ? z.array(one).max(MAX_LIST) : one;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first === undefined || first.path.length === 0 ? '' : `${first.path.join('.')}: `;
    return { ok: false, reason: `${where}${first?.message ?? 'invalid text'}` };
  }
  const data = parsed.data;
  return { ok: true, value: Array.isArray(data) ? data.map(localizedText) : localizedText(data as string | LocalizedText) };
}

export function textOps(deps: { texts: OperatorTexts }): OpsRoutes {
  return (scope) => {
    scope.get(OPS_TEXTS_PATH, async () => okEnvelope({ texts: deps.texts.all() }));
    scope.put(OPS_TEXTS_PATH, async (request) => {
      const parsed = body.safeParse(request.body ?? {});
      if (!parsed.success) throw new AppError('VALIDATION');
      const { ref, text } = parsed.data;
      const slot = deps.texts.slot(ref);
      if (slot === undefined) throw new AppError('VALIDATION', undefined, { reason: `no text ${ref} (GET ${OPS_TEXTS_PATH} lists them)` });
      const value = parseValue(slot, text);
      if (!value.ok) throw new AppError('VALIDATION', undefined, { reason: value.reason });
      await deps.texts.set(ref, value.value);
      const locales = value.value === null ? [] : [...new Set((Array.isArray(value.value) ? value.value : [value.value]).flatMap((t) => Object.keys(t)))];
      request.log.info({ ops: 'texts', ref, locales, reset: value.value === null }, 'operator text set');
      return okEnvelope({ ref, value: value.value ?? slot.seed, replaced: value.value !== null });
    });
  };
}
