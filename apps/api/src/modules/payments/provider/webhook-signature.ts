import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-webhook-asymmetric-signature';

export interface JwksSource {
  /** The RS256 public key with this kid, or null when the provider does not publish it. */
  keyFor(kid: string): Promise<KeyObject | null>;
}

export interface JwksFromUrlOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Keys are re-read after this long; default 1 h. */
  maxAgeMs?: number;
  /** An unknown kid re-reads the JWKS at most this often, so forged kids cannot flood it; default 10 s. */
  unknownKidCooldownMs?: number;
  now?: () => number;
}

interface Jwk extends JsonWebKey {
  kid?: string;
  use?: string;
  alg?: string;
}

function keysOf(document: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const list = (document as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(list)) throw new Error('JWKS sem a lista "keys"');
  for (const jwk of list as Jwk[]) {
    // Same filter as the official plugins: RSA signing keys for RS256 only.
    if (!jwk.kid || jwk.kty !== 'RSA') continue;
    if (jwk.use !== undefined && jwk.use !== 'sig') continue;
    if (jwk.alg !== undefined && jwk.alg !== 'RS256') continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
    } catch {
      // A malformed key is skipped; the others still verify.
    }
  }
  return keys;
}

/** Fetches the JWKS once, caches the keys by kid, and re-reads it once when a kid is unknown. */
export function jwksFromUrl(url: string, options: JwksFromUrlOptions = {}): JwksSource {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? 3_600_000;
  const cooldownMs = options.unknownKidCooldownMs ?? 10_000;
  let keys: Map<string, KeyObject> | null = null;
  let fetchedAt = 0;
  let inFlight: Promise<void> | null = null;

  function refresh(): Promise<void> {
    inFlight ??= (async () => {
      try {
        const response = await fetchImpl(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        if (!response.ok) throw new Error(`JWKS ${url} respondeu ${response.status}`);
        keys = keysOf(await response.json());
        fetchedAt = now();
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  return {
    async keyFor(kid) {
      if (!keys || now() - fetchedAt > maxAgeMs) {
        try {
          await refresh();
        } catch (error) {
          // Stale keys keep working while the JWKS is unreachable; with none, nothing verifies.
          if (!keys) throw error;
        }
      } else if (!keys.has(kid) && now() - fetchedAt >= cooldownMs) {
        await refresh().catch(() => {});
      }
      return keys?.get(kid) ?? null;
    },
  };
}

export interface SignatureParts {
  alg: string;
  kid: string;
  signature: string;
}

/** `alg=RS256; kid=<kid>; signature=<base64url>` */
export function parseSignatureHeader(header: string): SignatureParts | null {
  const parts: Record<string, string> = {};
  for (const piece of header.split(';')) {
    const at = piece.indexOf('=');
    if (at > 0) parts[piece.slice(0, at).trim().toLowerCase()] = piece.slice(at + 1).trim();
  }
  const { alg, kid, signature } = parts;
  return alg && kid && signature ? { alg, kid, signature } : null;
}

export interface VerifyWebhookInput {
  /** The body exactly as received, before any JSON parsing. */
  rawBody: string | Buffer;
  /** The X-Webhook-Asymmetric-Signature header. */
  header: string | string[] | undefined | null;
  jwks: JwksSource;
}

/** RSA-SHA256 over the raw body with the provider's key for the header's kid. Never throws. */
export async function verifyWebhookSignature({
  rawBody,
  header,
  jwks,
}: VerifyWebhookInput): Promise<boolean> {
  if (typeof header !== 'string') return false;
  const parts = parseSignatureHeader(header);
  if (!parts || parts.alg !== 'RS256' || !/^[A-Za-z0-9_-]+={0,2}$/.test(parts.signature)) return false;
  try {
    const key = await jwks.keyFor(parts.kid);
    if (!key) return false;
    const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
    return verify('sha256', body, key, Buffer.from(parts.signature, 'base64url'));
  } catch {
    return false;
  }
}
