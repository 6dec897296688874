import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Writes a one-page PDF that says it is a sample. Documents the college has
 * not supplied yet are clearly labelled placeholders, so every link resolves
 * while nobody mistakes them for the real notice (docs/product-decisions.md §8).
 */
export function samplePdf(title: string, lines: string[] = []): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const body = [
    `SAMPLE DOCUMENT`,
    title,
    '',
    ...lines,
    '',
    'The college replaces this file before launch.',
  ];
  const text = body
    .map(
      (line, i) => `BT /F1 ${i === 1 ? 18 : 12} Tf 72 ${740 - i * 22} Td (${escape(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    `<< /Title (${escape(title)}) /Producer (sample-pdf) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export function writeSamplePdf(path: string, title: string, lines: string[] = []): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, samplePdf(title, lines));
}
