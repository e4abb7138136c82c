import { ValidationFailure } from './errors';

export interface BotCheck {
  /** Throws a 400 on `recaptcha` when the token does not pass. */
  verify(token: string, remoteIp: string): Promise<void>;
}

export const noBotCheck: BotCheck = { verify: async () => {} };

const failure = () =>
  ValidationFailure.field('recaptcha', 'Não foi possível confirmar que você não é um robô.');

export function recaptchaBotCheck(secret: string, fetchImpl: typeof fetch = fetch): BotCheck {
  return {
    async verify(token, remoteIp) {
      if (!token) throw failure();
      try {
        const response = await fetchImpl('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        const result = (await response.json()) as { success?: boolean };
        if (!result.success) throw failure();
      } catch (error) {
        if (error instanceof ValidationFailure) throw error;
        throw failure();
      }
    },
  };
}
