import PDFDocument from 'pdfkit';

export interface ProtectedPdfOptions {
  text: string;
  /** pdfkit's security: 1.3 RC4 40-bit, 1.4 RC4 128-bit, 1.5/1.6 AES-128, 1.7/1.7ext3 AES-256 (R5/R6). */
  pdfVersion?: '1.3' | '1.4' | '1.5' | '1.6' | '1.7' | '1.7ext3';
  userPassword?: string;
  ownerPassword?: string;
  /** Printing and copying forbidden unless said otherwise. */
  permissions?: PDFKit.DocumentPermissions;
}

/** A real PDF written by pdfkit (the reports' PDF writer), encrypted as a word processor would. */
export function buildProtectedPdf(options: ProtectedPdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    pdfVersion: options.pdfVersion ?? '1.4',
    ...(options.userPassword !== undefined ? { userPassword: options.userPassword } : {}),
    ...(options.ownerPassword !== undefined ? { ownerPassword: options.ownerPassword } : {}),
    permissions: options.permissions ?? { printing: undefined, copying: false, modifying: false },
    info: { Title: 'Protected test document' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(12).text(options.text);
  doc.end();
  return done;
}
