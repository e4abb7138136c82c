/**
 * What a bank or PSP hands out for a Pix charge and a boleto, built the way the real ones are so the
 * screens, QR readers and banking apps of a demo get well-formed data: the Pix "copia e cola" is an
 * EMV BR Code (Manual do BR Code, Banco Central) ending in its CRC16, and the boleto's linha digitável
 * and barcode follow FEBRABAN's layout with their check digits.
 */

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF), as BR Code field 63 carries it. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const ascii = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, max);

/** A dynamic Pix BR Code: the payload's location URL, the amount, the merchant, the txid and the CRC. */
export function pixBrCode(input: {
  amountCents: number;
  merchantName: string;
  merchantCity: string;
  location: string;
  txid: string;
}): string {
  const account = field('00', 'br.gov.bcb.pix') + field('25', input.location.replace(/^https?:\/\//, ''));
  const payload =
    field('00', '01') +
    field('01', '12') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('54', (input.amountCents / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', ascii(input.merchantName, 25)) +
    field('60', ascii(input.merchantCity, 15)) +
    field('62', field('05', input.txid.slice(0, 25))) +
    '6304';
  return payload + crc16(payload);
}

function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? Math.floor(product / 10) + (product % 10) : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

const BASE_DATE = Date.UTC(1997, 9, 7);

/** Days since 07/10/1997; after 9999 (22/02/2025) the factor starts again at 1000. */
function dueFactor(due: Date): string {
  let days = Math.floor((due.getTime() - BASE_DATE) / 86_400_000);
  while (days > 9999) days -= 9000;
  return String(days).padStart(4, '0');
}

/** A bank boleto's 44-digit barcode and 47-digit linha digitável, check digits included. */
export function boletoNumbers(input: { bank: string; amountCents: number; due: Date; freeField: string }) {
  const free = input.freeField.replace(/\D/g, '').padStart(25, '0').slice(-25);
  const factorAndAmount = dueFactor(input.due) + String(input.amountCents).padStart(10, '0');
  const withoutDigit = `${input.bank}9${factorAndAmount}${free}`;
  const general = mod11(withoutDigit);
  const barcode = `${input.bank}9${general}${factorAndAmount}${free}`;
  const first = `${input.bank}9${free.slice(0, 5)}`;
  const second = free.slice(5, 15);
  const third = free.slice(15, 25);
  const line = `${first}${mod10(first)}${second}${mod10(second)}${third}${mod10(third)}${general}${factorAndAmount}`;
  return { barcode, line };
}
