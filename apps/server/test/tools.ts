import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * Runs an external checker (zbarimg, ffprobe, tesseract, ffmpeg) and answers its stdout. Async on
 * purpose: a synchronous exec freezes the test worker, which then cannot answer the runner under load.
 */
export async function runTool(cmd: string, args: string[]): Promise<string> {
  const { stdout } = await execFileAsync(cmd, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/** The text tesseract reads in a picture (`lang`: its trained data, e.g. eng, hin, guj, tam). */
export async function ocrText(png: Buffer, lang: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'ocr-'));
  const file = join(dir, 'in.png');
  writeFileSync(file, png);
  try {
    return await runTool('tesseract', [file, 'stdout', '-l', lang, '--psm', '6']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
