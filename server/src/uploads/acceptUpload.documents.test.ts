import { readAll } from '../storage/fileStorageContract';
import { acceptUpload, type UploadDescriptor } from './acceptUpload';
import { UploadRejectedError } from './uploadErrors';
import type { UploadPolicyName } from './uploadPolicies';
import {
  docx,
  encryptedPdf,
  noisyJpeg,
  pdf,
  pdfWithScript,
  uploadSandbox,
  withGarbageAfter,
  zip,
  zipBomb,
  type UploadSandbox,
} from './testUploads';

let sandbox: UploadSandbox;

beforeEach(async () => {
  sandbox = await uploadSandbox();
});

afterEach(async () => {
  await sandbox.cleanup();
});

function accept(bytes: Buffer, policy: UploadPolicyName = 'document') {
  return acceptUpload(bytes, { policy, storage: sandbox.storage, tempDir: sandbox.tempDir });
}

async function reasonOf(promise: Promise<UploadDescriptor>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof UploadRejectedError))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return error.reason;
}

describe('documents', () => {
  it('stores a PDF as it came, with its page count', async () => {
    const bytes = await pdf(3);
    const upload = await accept(bytes);
    expect(upload).toMatchObject({
      kind: 'pdf',
      mime: 'application/pdf',
      sniffedMime: 'application/pdf',
      pages: 3,
      width: null,
      height: null,
      displayKey: null,
      thumbnailKey: null,
      bytes: bytes.length,
    });
    expect(upload.key).toBe(`documents/${upload.id}/original.pdf`);
    expect(upload.sha256).toBe(upload.receivedSha256);
    const file = await sandbox.storage.get(upload.key);
    expect(file?.contentType).toBe('application/pdf');
    expect(file && (await readAll(file.body))).toEqual(bytes);
  });

  it('takes photos of letters too', async () => {
    const upload = await accept(await noisyJpeg());
    expect([upload.kind, upload.mime]).toEqual(['image', 'image/jpeg']);
  });

  it('refuses PDFs that are damaged, locked, scripted or too long', async () => {
    const good = await pdf(2);
    expect(await reasonOf(accept(good.subarray(0, good.length >> 1)))).toBe('corrupt_pdf');
    expect(await reasonOf(accept(withGarbageAfter(good, 20)))).toBe('corrupt_pdf');
    const noPages = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
    expect(await reasonOf(accept(noPages))).toBe('corrupt_pdf');
    expect(await reasonOf(accept(await encryptedPdf()))).toBe('pdf_encrypted');
    expect(await reasonOf(accept(await pdfWithScript()))).toBe('pdf_active_content');
    expect(await reasonOf(accept(await pdf(301)))).toBe('too_many_pages');
    expect(await sandbox.leftovers()).toEqual({ temp: [], stored: [] });
  });

  it('refuses a PDF where only photos are allowed', async () => {
    const error = await accept(await pdf(1), 'petPhoto').catch(
      (caught: UploadRejectedError) => caught,
    );
    expect(error).toBeInstanceOf(UploadRejectedError);
    expect((error as UploadRejectedError).errors.file).toEqual([
      'The file must be a JPEG, PNG, WebP or HEIC photo.',
    ]);
  });

  it('refuses ZIP and Office files, and a zip bomb, as the wrong type', async () => {
    expect(await reasonOf(accept(zip([{ name: 'a.txt', data: Buffer.from('hi') }])))).toBe(
      'wrong_type',
    );
    expect(await reasonOf(accept(docx()))).toBe('wrong_type');
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await reasonOf(accept(bomb))).toBe('wrong_type');
    expect(await sandbox.leftovers()).toEqual({ temp: [], stored: [] });
  });

  it('refuses text, HTML and executables whatever their name', async () => {
    for (const bytes of [
      Buffer.from('just some notes about the visit'),
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
      Buffer.from('%PDF'),
    ]) {
      expect(await reasonOf(accept(bytes))).toMatch(/wrong_type|corrupt_pdf/);
    }
    expect(await reasonOf(accept(Buffer.alloc(0)))).toBe('empty');
  });

  it('says what a document may be, in both languages', async () => {
    const english = await accept(docx()).catch((caught: UploadRejectedError) => caught);
    expect((english as UploadRejectedError).message).toBe(
      'The file must be a PDF or a JPEG, PNG, WebP or HEIC photo.',
    );
    const japanese = await acceptUpload(docx(), {
      policy: 'document',
      storage: sandbox.storage,
      tempDir: sandbox.tempDir,
      language: 'jp',
    }).catch((caught: UploadRejectedError) => caught);
    expect((japanese as UploadRejectedError).message).toBe(
      'PDF、またはJPEG・PNG・WebP・HEICの写真を選んでください。',
    );
  });
});
