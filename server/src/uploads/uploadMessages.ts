// The words a keeper sees when an upload is refused, in the app's two languages.
import type { UploadPolicy } from './uploadPolicies';

export type UploadLanguage = 'en' | 'jp';

export type UploadRejection =
  | 'missing_file'
  | 'empty'
  | 'too_large'
  | 'wrong_type'
  | 'corrupt_image'
  | 'corrupt_pdf'
  | 'too_many_pixels'
  | 'heic_unsupported'
  | 'pdf_encrypted'
  | 'pdf_active_content'
  | 'too_many_pages';

function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

function acceptsPdf(policy: UploadPolicy): boolean {
  return policy.accepts.includes('application/pdf');
}

type MessageTable = Record<UploadRejection, (policy: UploadPolicy) => string>;

const EN: MessageTable = {
  missing_file: () => 'Please choose a file to upload.',
  empty: () => 'The file is empty.',
  too_large: (policy) => `The file may not be larger than ${megabytes(policy.maxBytes)} MB.`,
  wrong_type: (policy) =>
    acceptsPdf(policy)
      ? 'The file must be a PDF or a JPEG, PNG, WebP or HEIC photo.'
      : 'The file must be a JPEG, PNG, WebP or HEIC photo.',
  corrupt_image: () => 'The image could not be read. It may be damaged or incomplete.',
  corrupt_pdf: () => 'The PDF could not be read. It may be damaged or incomplete.',
  too_many_pixels: (policy) =>
    `The image is too large: at most ${Math.round(policy.image.maxPixels / 1_000_000)} megapixels and ${policy.image.maxDimension} pixels on its longest side.`,
  heic_unsupported: () =>
    'This HEIC photo uses a format the server cannot read. Please upload it as a JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible).',
  pdf_encrypted: () =>
    'Password-protected PDFs cannot be uploaded. Please remove the password and try again.',
  pdf_active_content: () => 'PDFs with embedded scripts or automatic actions cannot be uploaded.',
  too_many_pages: (policy) => `The PDF may not have more than ${policy.maxPdfPages} pages.`,
};

const JP: MessageTable = {
  missing_file: () => 'アップロードするファイルを選んでください。',
  empty: () => 'ファイルが空です。',
  too_large: (policy) => `ファイルサイズは${megabytes(policy.maxBytes)}MB以下にしてください。`,
  wrong_type: (policy) =>
    acceptsPdf(policy)
      ? 'PDF、またはJPEG・PNG・WebP・HEICの写真を選んでください。'
      : 'JPEG・PNG・WebP・HEICの写真を選んでください。',
  corrupt_image: () =>
    '画像を読み込めませんでした。ファイルが壊れているか、途中までしか保存されていない可能性があります。',
  corrupt_pdf: () =>
    'PDFを読み込めませんでした。ファイルが壊れているか、途中までしか保存されていない可能性があります。',
  too_many_pixels: (policy) =>
    `画像が大きすぎます。${Math.round(policy.image.maxPixels / 1_000_000)}メガピクセル以下、長辺${policy.image.maxDimension}ピクセル以下にしてください。`,
  heic_unsupported: () =>
    'このHEIC写真はサーバーで読み込めない形式です。JPEGでアップロードしてください（iPhoneの場合：設定 › カメラ › フォーマット › 互換性優先）。',
  pdf_encrypted: () =>
    'パスワード付きのPDFはアップロードできません。パスワードを解除してから、もう一度お試しください。',
  pdf_active_content: () => 'スクリプトや自動実行の動作が埋め込まれたPDFはアップロードできません。',
  too_many_pages: (policy) => `PDFのページ数は${policy.maxPdfPages}ページ以下にしてください。`,
};

export function uploadRejectionMessage(
  reason: UploadRejection,
  policy: UploadPolicy,
  language: UploadLanguage,
): string {
  return (language === 'jp' ? JP : EN)[reason](policy);
}
