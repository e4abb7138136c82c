import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** AES-256-GCM with a key derived (HKDF-SHA256) from the server secret; output is iv.tag.ciphertext in base64url. */
export function secretBox(serverSecret: string) {
  const key = Buffer.from(
    hkdfSync('sha256', serverSecret, 'aula-payment-processors', 'secret-key-encryption', 32),
  );
  return {
    seal(plain: string) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed: string) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('segredo cifrado malformado');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;
