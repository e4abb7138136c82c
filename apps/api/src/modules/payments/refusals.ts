import { ApiError } from '../../lib/errors';
import { MESSAGES } from './provider/errors';

/** A card the issuer refused: a final answer, kept for the replays of its Idempotency-Key. */
export const cardDeclined = () => new ApiError(400, MESSAGES.declined, 'card_declined');

export const alreadySubscribed = () =>
  new ApiError(
    409,
    'Você já tem uma assinatura ativa. Para trocar de plano, use "Mudar de plano".',
    'already_subscribed',
  );
