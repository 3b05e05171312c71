import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs `read` on the PDF saved in a temporary file, then removes it. */
function withPdfFile<Result>(pdf: Buffer, read: (file: string, folder: string) => Result): Result {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return read(file, folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The text of each page of a PDF as poppler's pdftotext reads it (what a search in the saved PDF finds); the
 * list's length is the page count.
 */
export function pdfPageTexts(pdf: Buffer): string[] {
  const text = withPdfFile(pdf, (file) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  );
  // pdftotext ends every page with a form feed.
  return text.split('\f').slice(0, -1);
}

/** For each page of a PDF drawn at a low resolution, the share of its pixels that are exactly `colour` (RGB). */
export function pdfColourShares(pdf: Buffer, [red, green, blue]: [number, number, number]): number[] {
  return withPdfFile(pdf, (file, folder) => {
    execFileSync('pdftoppm', ['-r', '24', file, path.join(folder, 'page')]);
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.ppm'))
      .sort()
      .map((name) => {
        // Binary PPM: "P6 width height 255" then three bytes a pixel.
        const image = fs.readFileSync(path.join(folder, name));
        const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(image.subarray(0, 40).toString('latin1'))!;
        const pixels = Number(header[1]) * Number(header[2]);
        const start = header[0].length;
        let matching = 0;
        for (let offset = start; offset < start + pixels * 3; offset += 3) {
          if (image[offset] === red && image[offset + 1] === green && image[offset + 2] === blue) matching += 1;
        }
        return matching / pixels;
      });
  });
}

const letters = (text: string): string[] => text.normalize('NFKC').match(/\p{L}/gu) ?? [];

/**
 * How many letters of `pageText` the `others` do not account for, counted as letters rather than words, so
 * a word read with letters swapped still counts as read.
 */
export function lettersBeyond(pageText: string, others: readonly string[]): number {
  const left = new Map<string, number>();
  for (const letter of letters(pageText)) left.set(letter, (left.get(letter) ?? 0) + 1);
  for (const letter of others.flatMap(letters)) {
    const count = left.get(letter) ?? 0;
    if (count > 0) left.set(letter, count - 1);
  }
  return [...left.values()].reduce((sum, count) => sum + count, 0);
}

const arabicWord = /[\u0621-\u064A\u0671-\u06D3]+/g;

/** The Arabic words of a text (letters only, so punctuation and diacritics neither split nor join words). */
export const arabicWords = (text: string): string[] => text.normalize('NFKC').match(arabicWord) ?? [];

/**
 * Of the Arabic words a PDF's text holds, how many are words of the page it was printed from, letter for letter
 * (a word read with two letters swapped is not).
 */
export function arabicWordsReadRight(pdfText: string, pageText: string): { right: number; total: number } {
  const known = new Set(arabicWords(pageText));
  const read = arabicWords(pdfText);
  return { right: read.filter((word) => known.has(word)).length, total: read.length };
}
