import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatDate, formatMoney } from '@aula/contracts';
import type { PagarmeBoletoTransaction } from '../../modules/payments';

const require = createRequire(import.meta.url);
const REGULAR = require.resolve('@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf');
const BOLD = require.resolve('@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf');

/** A boleto's printable page, as a bank's PDF shows it (sandbox: marked as not payable). */
export function boletoPdf(boleto: PagarmeBoletoTransaction, payer: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: 'Boleto (sandbox)' }, lang: 'pt-BR' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const line = boleto.line.replace(
    /^(\d{5})(\d{5})(\d{5})(\d{6})(\d{5})(\d{6})(\d)(\d{14})$/,
    '$1.$2 $3.$4 $5.$6 $7 $8',
  );
  doc.font('bold').fontSize(16).text('Boleto bancário — ambiente de testes (não pagável)');
  doc.moveDown();
  doc.font('regular').fontSize(11);
  doc.text(`Beneficiário: Aula (sandbox)`);
  doc.text(`Pagador: ${payer}`);
  doc.text(`Vencimento: ${formatDate(new Date(boleto.due_at))}`);
  doc.text(`Valor: ${formatMoney(boleto.amount)}`);
  doc.text(`Nosso número: ${boleto.nosso_numero ?? ''}`);
  doc.moveDown();
  doc.font('bold').fontSize(13).text(line);
  doc.moveDown(0.5);
  doc.font('regular').fontSize(9).text(`Código de barras: ${boleto.barcode}`);
  if (boleto.instructions) {
    doc.moveDown();
    doc.fontSize(10).text(boleto.instructions);
  }
  doc.end();
  return done;
}
