import { execFile } from "node:child_process";
import { promisify } from "node:util";

/** The two apps run.mjs installed from the tarballs, by name, with their folders. */
export const APPS = [
  { name: "the starter's site (Next.js)", dir: process.env.KIT_STARTER_DIR ?? "" },
  { name: "the Vite single-page app", dir: process.env.KIT_SPA_DIR ?? "" },
] as const;

/** What a command printed and how it ended, never thrown: the test says what it expected. */
export async function runIn(dir: string, command: string, args: readonly string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}
