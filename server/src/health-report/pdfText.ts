// The text of a PDF that pdfkit wrote with an embedded font: glyph codes in the page content
// streams mapped back to characters through each font's ToUnicode CMap (pdf-lib reads the file).
// Used by the tests to check what a downloaded report says, in either language.
import { decodePDFRawStream, PDFDict, PDFName, PDFRawStream, PDFDocument, PDFRef } from 'pdf-lib';

function decode(stream: PDFRawStream): string {
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

function parseCMap(cmap: string, into: Map<string, string>): void {
  const hexText = (hex: string) => {
    let text = '';
    for (let i = 0; i < hex.length; i += 4)
      text += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
    return text;
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      into.set(code!.toLowerCase(), hexText(text!.replace(/\s+/g, '')));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, rest] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g,
    )) {
      const start = parseInt(from!, 16);
      const end = parseInt(to!, 16);
      const targets = [...rest!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) =>
        m[1]!.replace(/\s+/g, ''),
      );
      for (let code = start; code <= end; code += 1) {
        const key = code.toString(16).padStart(from!.length, '0');
        if (rest!.startsWith('[')) {
          into.set(key, hexText(targets[code - start] ?? ''));
        } else {
          const base = targets[0]!;
          const last = parseInt(base.slice(-4), 16) + (code - start);
          into.set(key, hexText(base.slice(0, -4) + last.toString(16).padStart(4, '0')));
        }
      }
    }
  }
}

/** The text of every page, in drawing order; text objects are separated by newlines. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const codes = new Map<string, string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const toUnicode = object.get(PDFName.of('ToUnicode'));
    const stream = toUnicode instanceof PDFRef ? doc.context.lookup(toUnicode) : null;
    if (stream instanceof PDFRawStream) parseCMap(decode(stream), codes);
  }
  const width = codes.size > 0 ? [...codes.keys()][0]!.length : 4;
  const pages: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFRef ? [contents] : [];
    let text = '';
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      for (const [, inner] of decode(stream).matchAll(/BT([\s\S]*?)ET/g)) {
        for (const [, hex] of inner!.matchAll(/<([0-9a-fA-F]+)>/g)) {
          for (let i = 0; i < hex!.length; i += width) {
            text += codes.get(hex!.slice(i, i + width).toLowerCase()) ?? '';
          }
        }
        text += '\n';
      }
    }
    pages.push(text);
  }
  return pages.join('\n');
}
