import { saveBlob } from './api-client';

/**
 * Saves rows the page already holds (a chart's numbers) as a CSV file. Quoting follows RFC 4180:
 * a field with a comma, quote or line break is quoted and its quotes doubled. A BOM lets
 * spreadsheet apps read Indic names as UTF-8.
 */
export function saveCsv(fileName: string, header: string[], rows: (string | number)[][]): void {
  const field = (v: string | number) => {
    const s = String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const text = [header, ...rows].map((r) => r.map(field).join(',')).join('\r\n');
  saveBlob(new Blob(['\uFEFF', text, '\r\n'], { type: 'text/csv;charset=utf-8' }), fileName);
}
