import { spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AppError } from '@panel/shared/errors.ts';

/**
 * ffmpeg and ffprobe, found once at start and used by everything that spawns them. Each is taken from
 * FFMPEG_PATH / FFPROBE_PATH when set, else the system's binary on PATH (Debian's is newer and
 * patched), else the static build shipped inside the npm packages @ffmpeg-installer/ffmpeg and
 * @ffprobe-installer/ffprobe, so `npm ci` alone is enough. The npm ffmpeg for linux-x64 is a 2018
 * build: callers use only filters and options it has.
 *
 * A tool that cannot run is the server's problem, not the user's file: it answers a 503
 * MEDIA_TOOL_UNAVAILABLE naming the tool, and logs one line.
 */
export type MediaToolName = 'ffmpeg' | 'ffprobe';
export type MediaToolSource = 'env' | 'system' | 'npm' | 'missing';

export interface ResolvedTool {
  path: string;
  source: MediaToolSource;
}

export interface ToolRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface MediaTools {
  readonly ffmpeg: ResolvedTool;
  readonly ffprobe: ResolvedTool;
  /**
   * Runs a tool to its end and answers its exit code and output (both capped to their tail unless
   * `onStdout` takes stdout). Throws MEDIA_TOOL_UNAVAILABLE when it cannot start or is killed.
   */
  run(
    tool: MediaToolName,
    args: string[],
    onStdout?: (chunk: string) => void,
    /** Kills a run that takes longer (then it rejects like a killed tool). */
    timeoutMs?: number,
    /** Kills the run when aborted (its job was given up); it then rejects with the signal's reason. */
    signal?: AbortSignal,
  ): Promise<ToolRun>;
  /**
   * After a tool refused a file: throws MEDIA_TOOL_UNAVAILABLE unless `tool -version` works, so a
   * broken tool is not reported as a bad upload. A working answer is remembered.
   */
  assertWorks(tool: MediaToolName): Promise<void>;
}

/** The slice of the app's logger used here (pino's fits; so does a script's console wrapper). */
export interface MediaToolsLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const ENV_KEYS = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' } as const;
const NPM_PACKAGES = { ffmpeg: '@ffmpeg-installer/ffmpeg', ffprobe: '@ffprobe-installer/ffprobe' } as const;
const OUTPUT_TAIL = 64 * 1024;

const isExecutableFile = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

function onPath(name: string, searchPath: string): string | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    if (isExecutableFile(file)) return file;
  }
  return undefined;
}

function fromNpm(tool: MediaToolName): string | undefined {
  let file: string;
  try {
    // The installer packages throw (a string, for ffmpeg) on a platform they have no binary for.
    file = (createRequire(import.meta.url)(NPM_PACKAGES[tool]) as { path: string }).path;
  } catch {
    return undefined;
  }
  // The packages' postinstall only sets the executable bit; install scripts are not run here
  // (package.json allowScripts), so set it ourselves when we may.
  if (!isExecutableFile(file)) {
    try {
      chmodSync(file, 0o755);
    } catch {
      return undefined;
    }
  }
  return isExecutableFile(file) ? file : undefined;
}

/** Where each tool comes from. Pure apart from file checks; `searchPath` is the process's PATH. */
export function resolveMediaTool(
  tool: MediaToolName,
  env: { FFMPEG_PATH?: string | undefined; FFPROBE_PATH?: string | undefined },
  searchPath = process.env.PATH ?? '',
): ResolvedTool {
  const configured = env[ENV_KEYS[tool]];
  if (configured) return { path: configured, source: 'env' };
  const system = onPath(tool, searchPath);
  if (system) return { path: system, source: 'system' };
  const packaged = fromNpm(tool);
  if (packaged) return { path: packaged, source: 'npm' };
  return { path: tool, source: 'missing' };
}

export function createMediaTools(
  env: { FFMPEG_PATH?: string | undefined; FFPROBE_PATH?: string | undefined },
  log: MediaToolsLog,
  searchPath = process.env.PATH ?? '',
): MediaTools {
  const tools = {
    ffmpeg: resolveMediaTool('ffmpeg', env, searchPath),
    ffprobe: resolveMediaTool('ffprobe', env, searchPath),
  };
  log.info(tools, 'media tools');
  const working = new Set<MediaToolName>();

  const unavailable = (tool: MediaToolName, reason: string) => {
    const { path: file, source } = tools[tool];
    log.error({ tool, path: file, source }, `media tool unavailable: ${tool} (${reason})`);
    return new AppError(
      'MEDIA_TOOL_UNAVAILABLE',
      `The server's video tool ${tool} is not working (${reason}). Please try again later or tell the agency.`,
    );
  };

  const run: MediaTools['run'] = (tool, args, onStdout, timeoutMs, signal) =>
    new Promise((resolve, reject) => {
      const child = spawn(tools[tool].path, args, {
        stdio: ['ignore', 'pipe', 'pipe'],
        killSignal: 'SIGKILL',
        ...(timeoutMs ? { timeout: timeoutMs } : {}),
        ...(signal ? { signal } : {}),
      });
      // Given up by its caller: not the tool's fault, so nothing is logged as unavailable.
      const abandoned = () => signal?.aborted && (reject(signal.reason), true);
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (c: string) => {
        if (onStdout) onStdout(c);
        else stdout = (stdout + c).slice(-OUTPUT_TAIL);
      });
      child.stderr.setEncoding('utf8').on('data', (c: string) => {
        stderr = (stderr + c).slice(-OUTPUT_TAIL);
      });
      child.on('error', (e: NodeJS.ErrnoException) => {
        if (!abandoned())
          reject(unavailable(tool, e.code === 'ENOENT' ? 'not found' : (e.code ?? e.message)));
      });
      child.on('close', (code, killedBy) => {
        if (abandoned()) return;
        // 126/127: a wrapper script whose command is missing or not executable.
        if (killedBy) reject(unavailable(tool, `killed by ${killedBy}`));
        else if (code === 126 || code === 127) reject(unavailable(tool, `exit ${code}`));
        else resolve({ code: code ?? -1, stdout, stderr });
      });
    });

  return {
    ...tools,
    run,
    async assertWorks(tool) {
      if (working.has(tool)) return;
      const { code } = await run(tool, ['-version']);
      if (code !== 0) throw unavailable(tool, `"${tool} -version" exited ${code}`);
      working.add(tool);
    },
  };
}
