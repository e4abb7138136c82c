export { pagarmeClient, type PagarmeClientOptions } from './client';
export {
  cardDeclinedError,
  isChargeDeclined,
  MESSAGES as PROVIDER_MESSAGES,
  ProviderError,
  type ProviderErrorCode,
} from './errors';
export type * from './types';
export {
  jwksFromUrl,
  PAGARME_JWKS_URL,
  SIGNATURE_HEADER,
  verifyWebhookSignature,
  type JwksSource,
} from './webhook-signature';
