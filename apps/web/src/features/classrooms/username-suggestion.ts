/** "Ana Luíza", "Souza Lima" → "ana.souza" (as the server builds generated usernames); "" without names. */
export function suggestUsername(firstName: string, lastName: string): string {
  const firstWord = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, ' ')
      .trim()
      .split(/\s+/)[0] ?? '';
  const parts = [firstWord(firstName), firstWord(lastName)].filter(Boolean);
  if (parts.length === 0) return '';
  return parts.join('.').slice(0, 30);
}
