import { z } from 'zod';

/**
 * A form schema's last step: the converted values checked by the API's own contract, whose
 * Portuguese messages then land under the inputs of the same name. (A transform rather than
 * `.pipe`: zod's typing of a pipe refuses contracts whose fields have defaults.)
 */
export function checkedBy<T extends z.ZodType>(contract: T) {
  return (value: z.input<T>, ctx: z.RefinementCtx): z.output<T> => {
    const result = contract.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  };
}
