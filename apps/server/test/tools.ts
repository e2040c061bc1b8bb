import { execFile } from 'node:child_process';
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
