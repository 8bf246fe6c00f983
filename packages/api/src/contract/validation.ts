// Turning a failed request schema into the envelope message the server answers with (spec §5).
import type { z } from 'zod/mini';
import { MESSAGES, type MessageKey } from '@perya/domain';

function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/**
 * The message key of the first issue of a zod error. Field rules of this contract carry a
 * `MessageKey` as their issue message; any other issue (missing field, wrong type) maps to
 * `checkInformation` ("Please check whether the information is correct.", spec §8).
 */
export function validationMessageKey(error: z.core.$ZodError): MessageKey {
  for (const issue of error.issues) {
    if (isMessageKey(issue.message)) return issue.message;
  }
  return 'checkInformation';
}
