// The weight chart of the health report, drawn with pdfkit's vector lines (no image, no browser):
// sharp at any zoom and a few hundred bytes.
import type { ReportData, ReportLanguage } from './healthReportLines';
import { weightText } from './reportFormat';

/** Weight over time as vector lines: axes, a polyline through the entries, min/max labels. */
export function drawWeightChart(
  doc: PDFKit.PDFDocument,
  /** The page's text column: the chart and its labels stay inside it. */
  column: { left: number; width: number },
  data: ReportData,
  language: ReportLanguage,
  axis: string[],
  empty: string,
): void {
  const weights = data.weights;
  if (weights.length === 0) {
    doc.fillColor('#666').text(empty).fillColor('#000');
    return;
  }
  const height = 120;
  if (doc.y + height + 30 > 780) doc.addPage();
  const top = doc.y + 5;
  const left = column.left + 48;
  const width = column.width - 58;
  const grams = weights.map((w) => w.grams);
  const min = Math.min(...grams);
  const max = Math.max(...grams);
  const span = max - min || 1;
  const times = weights.map((w) => new Date(`${w.on}T00:00:00Z`).getTime());
  const first = Math.min(...times);
  const range = Math.max(...times) - first || 1;
  const x = (i: number) =>
    left + (weights.length === 1 ? width / 2 : ((times[i]! - first) / range) * width);
  const y = (g: number) => top + height - ((g - min) / span) * (height - 10) - 5;

  doc.save().lineWidth(0.5).strokeColor('#999');
  doc
    .moveTo(left, top)
    .lineTo(left, top + height)
    .lineTo(left + width, top + height)
    .stroke();
  doc.restore();
  doc.save().lineWidth(1.5).strokeColor('#1a4d8f');
  weights.forEach((w, i) =>
    i === 0 ? doc.moveTo(x(i), y(w.grams)) : doc.lineTo(x(i), y(w.grams)),
  );
  doc.stroke().restore();
  weights.forEach((w, i) => doc.circle(x(i), y(w.grams), 2).fill('#1a4d8f'));
  doc.fillColor('#000').fontSize(8);
  // The axis labels are the weights as the app shows them, in the keeper's unit.
  const label = (g: number) => weightText(g, data.weightUnit, language);
  doc.text(label(max), column.left, y(max) - 4, { width: 46, lineBreak: false });
  if (max !== min) doc.text(label(min), column.left, y(min) - 4, { width: 46, lineBreak: false });
  const [firstDate, lastDate] = axis;
  if (firstDate) doc.text(firstDate, left, top + height + 4, { lineBreak: false });
  if (lastDate) {
    doc.text(lastDate, left + width - 90, top + height + 4, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.fontSize(10).text('', column.left, top + height + 20);
}
