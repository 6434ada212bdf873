// PDFs of the demo pets (a lab report, a referral letter, a visit invoice), written with pdfkit at
// seed time: nothing is downloaded.
import PDFDocument from 'pdfkit';

export interface DemoLetterhead {
  clinic: string;
  address: string;
}

function render(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Producer: 'PetCare demo' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function header(doc: PDFKit.PDFDocument, letterhead: DemoLetterhead, title: string, date: string) {
  doc.fontSize(16).font('Helvetica-Bold').text(letterhead.clinic);
  doc.fontSize(9).font('Helvetica').fillColor('#555').text(letterhead.address);
  doc.moveDown(1.5).fillColor('#000').fontSize(14).font('Helvetica-Bold').text(title);
  doc.fontSize(10).font('Helvetica').text(`Date: ${date}`).moveDown();
}

export interface LabRow {
  test: string;
  result: string;
  range: string;
  flag?: 'H' | 'L';
}

export function labReport(
  letterhead: DemoLetterhead,
  patient: string,
  date: string,
  title: string,
  rows: readonly LabRow[],
  comment: string,
): Promise<Buffer> {
  return render((doc) => {
    header(doc, letterhead, title, date);
    doc.text(`Patient: ${patient}`).moveDown();
    const top = doc.y;
    const columns = [56, 250, 360, 480];
    doc.font('Helvetica-Bold');
    ['Test', 'Result', 'Reference range', 'Flag'].forEach((label, i) =>
      doc.text(label, columns[i], top, { lineBreak: false }),
    );
    doc.font('Helvetica');
    rows.forEach((row, index) => {
      const y = top + 18 * (index + 1);
      [row.test, row.result, row.range, row.flag ?? ''].forEach((text, i) =>
        doc.text(text, columns[i], y, { lineBreak: false }),
      );
    });
    doc.text('', 56, top + 18 * (rows.length + 2)).moveDown();
    doc.font('Helvetica-Oblique').text(comment, { width: 480 });
  });
}

export function referralLetter(
  letterhead: DemoLetterhead,
  date: string,
  to: string,
  paragraphs: readonly string[],
  vet: string,
): Promise<Buffer> {
  return render((doc) => {
    header(doc, letterhead, 'Referral letter', date);
    doc.text(to).moveDown();
    for (const paragraph of paragraphs) doc.text(paragraph, { width: 480 }).moveDown();
    doc.moveDown().text('Kind regards,').moveDown(0.5).font('Helvetica-Bold').text(vet);
  });
}

export function visitInvoice(
  letterhead: DemoLetterhead,
  date: string,
  patient: string,
  lines: readonly { item: string; amount: string }[],
  total: string,
): Promise<Buffer> {
  return render((doc) => {
    header(doc, letterhead, 'Invoice', date);
    doc.text(`Patient: ${patient}`).moveDown();
    for (const line of lines) {
      const y = doc.y;
      doc.text(line.item, 56, y, { lineBreak: false }).text(line.amount, 430, y);
    }
    doc.moveDown().font('Helvetica-Bold');
    const y = doc.y;
    doc.text('Total', 56, y, { lineBreak: false }).text(total, 430, y);
  });
}
