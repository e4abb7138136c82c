/** Brazilian documents and masks (PROVIDERS.md): pure functions shared by the web app and the API. */

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

function checkDigit(digits: number[], firstWeight: number): number {
  const sum = digits.reduce((total, digit, i) => total + digit * (firstWeight - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  return (
    checkDigit(numbers.slice(0, 9), 10) === numbers[9] && checkDigit(numbers.slice(0, 10), 11) === numbers[10]
  );
}

/** Accepts the alphanumeric CNPJ (from July 2026): each character's value is its code minus 48. */
export function isValidCnpj(value: string): boolean {
  const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (chars.length !== 14 || !/^\d{2}$/.test(chars.slice(12)) || /^(\w)\1{13}$/.test(chars)) return false;
  const values = [...chars].map((c) => c.charCodeAt(0) - 48);
  const digit = (length: number) => {
    const weights =
      length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = weights.reduce((sum, weight, i) => sum + weight * (values[i] ?? 0), 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return digit(12) === values[12] && digit(13) === values[13];
}

export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export const masks = {
  cep: '00000-000',
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  mobile: '(00) 00000-0000',
  landline: '(00) 0000-0000',
} as const;
