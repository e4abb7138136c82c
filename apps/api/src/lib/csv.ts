/** A cell that a spreadsheet will not run as a formula and that keeps its `;`, quotes and lines. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** UTF-8 with BOM and `;` so Excel in Portuguese opens it in columns. */
export const csvDocument = (rows: string[][]) =>
  `\uFEFF${rows.map((cells) => cells.map(csvCell).join(';')).join('\r\n')}\r\n`;
