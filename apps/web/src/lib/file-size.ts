import { onFirstUse } from '@aula/contracts';

const formatter = onFirstUse(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }));

/** "820 KB", "1,4 MB". */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatter().format(bytes / 1024)} KB`;
  return `${formatter().format(bytes / (1024 * 1024))} MB`;
}
