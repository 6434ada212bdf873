// The AI health report as a PDF (pdfkit, no browser): profile, weight chart drawn as vector lines,
// visits, vaccinations, medications, allergies and conditions, recent triage results and photo
// analyses, reminders, and the not-a-diagnosis notice. One font for both languages: Noto Sans JP
// (Latin and Japanese glyphs), embedded as a subset of the glyphs used. The wording is in
// healthReportLines.ts, the weight chart in weightChart.ts.
import PDFDocument from 'pdfkit';
import {
  REPORT_TEXT,
  reportLines,
  type ReportData,
  type ReportLanguage,
} from './healthReportLines';
import { drawWeightChart } from './weightChart';

export const REPORT_FONT =
  require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf');

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;

export async function renderHealthReport(
  data: ReportData,
  language: ReportLanguage,
): Promise<{ pdf: Buffer; pages: number }> {
  const t = REPORT_TEXT[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: t.title(data.pet.name), Producer: 'PetCare' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('body', REPORT_FONT);
  doc.font('body');

  const heading = (text: string) => {
    if (doc.y > 740) doc.addPage();
    doc.moveDown(0.8).fontSize(13).fillColor('#1a4d8f').text(text).fillColor('#000').fontSize(10);
    doc.moveDown(0.2);
  };
  const lines = (items: string[]) => {
    if (items.length === 0) doc.fillColor('#666').text(t.none).fillColor('#000');
    for (const item of items) doc.text(`• ${item}`, { width: WIDTH });
  };

  const composed = reportLines(data, language);
  doc.fontSize(20).text(t.title(data.pet.name));
  doc.fontSize(9).fillColor('#555').text(composed.generated).fillColor('#000');

  heading(t.profile);
  for (const line of composed.profile) doc.text(line);

  heading(t.weightChart);
  drawWeightChart(
    doc,
    { left: MARGIN, width: WIDTH },
    data,
    language,
    composed.weightAxis,
    t.noWeights,
  );

  heading(t.visits);
  lines(composed.visits);
  heading(t.vaccinations);
  lines(composed.vaccinations);
  heading(t.medications);
  lines(composed.medications);
  heading(t.allergies);
  lines(data.allergies);
  heading(t.conditions);
  lines(data.conditions);
  heading(t.triage);
  lines(composed.triage);
  heading(t.analyses);
  lines(composed.analyses);
  heading(t.reminders);
  lines(composed.reminders);

  doc.moveDown(1.5);
  if (doc.y > 720) doc.addPage();
  doc.fontSize(9).fillColor('#8a1c1c').text(t.notice, { width: WIDTH }).fillColor('#000');

  const pages = doc.bufferedPageRange().count;
  doc.end();
  await ended;
  return { pdf: Buffer.concat(chunks), pages };
}
