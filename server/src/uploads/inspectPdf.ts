// A light structural check of an uploaded PDF: the header and end-of-file marker, a parse by
// pdf-lib, a page count, and no encryption or active content (JavaScript, launch actions).
// The PDF itself is stored as it came: browsers' own viewers show it.
import { readFile } from 'node:fs/promises';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, type PDFObject } from 'pdf-lib';
import type { UploadRejection } from './uploadMessages';

export class PdfRejectedSignal extends Error {
  override name = 'PdfRejectedSignal';

  constructor(readonly reason: UploadRejection) {
    super(reason);
  }
}

const HEADER = /^%PDF-[12]\.\d/;
const TAIL_BYTES = 1024;
const ACTIVE_KEYS = ['JS', 'JavaScript'];
const ACTIVE_ACTIONS = ['JavaScript', 'Launch', 'ImportData', 'Rendition'];

/** Walks every dictionary and array, direct or indirect, looking for scripts and launches. */
function hasActiveContent(document: PDFDocument): boolean {
  const context = document.context;
  const seen = new Set<PDFObject>();
  const stack: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  const actionType = PDFName.of('S');
  while (stack.length > 0) {
    const object = stack.pop() as PDFObject;
    if (seen.has(object)) continue;
    seen.add(object);
    if (object instanceof PDFRef) {
      const target = context.lookup(object);
      if (target) stack.push(target);
    } else if (object instanceof PDFDict) {
      for (const key of ACTIVE_KEYS) if (object.has(PDFName.of(key))) return true;
      const type = object.get(actionType);
      if (type instanceof PDFName && ACTIVE_ACTIONS.includes(type.decodeText())) return true;
      for (const [, value] of object.entries()) stack.push(value);
    } else if (object instanceof PDFArray) {
      for (const value of object.asArray()) stack.push(value);
    } else if ('dict' in object && object.dict instanceof PDFDict) {
      // A stream: its dictionary may hold an action too.
      stack.push(object.dict);
    }
  }
  return false;
}

/** Returns the page count, or throws PdfRejectedSignal with the reason. */
export async function inspectPdf(path: string, maxPages: number): Promise<{ pages: number }> {
  const bytes = await readFile(path);
  const head = bytes.subarray(0, 16).toString('latin1');
  const tail = bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES)).toString('latin1');
  if (!HEADER.test(head) || !tail.includes('%%EOF')) throw new PdfRejectedSignal('corrupt_pdf');

  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
  } catch {
    throw new PdfRejectedSignal('corrupt_pdf');
  }
  if (document.isEncrypted) throw new PdfRejectedSignal('pdf_encrypted');
  let pages: number;
  try {
    pages = document.getPageCount();
  } catch {
    throw new PdfRejectedSignal('corrupt_pdf');
  }
  if (pages < 1) throw new PdfRejectedSignal('corrupt_pdf');
  if (pages > maxPages) throw new PdfRejectedSignal('too_many_pages');
  if (hasActiveContent(document)) throw new PdfRejectedSignal('pdf_active_content');
  return { pages };
}
