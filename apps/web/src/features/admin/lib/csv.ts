import { downloadBlob } from '@/lib/download';

/** A table as CSV (semicolon-separated, as Brazilian spreadsheets expect), downloaded by the browser. */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]) {
  const cell = (value: string | number | null | undefined) => {
    const text = value == null ? '' : String(value);
    return /[";\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n');
}

export function downloadCsv(
  fileName: string,
  header: string[],
  rows: (string | number | null | undefined)[][],
) {
  // The BOM makes spreadsheet programs read the accents as UTF-8.
  downloadBlob(fileName, new Blob(['\uFEFF', toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
}
