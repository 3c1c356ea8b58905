import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * `npm run <script> -- <args>` as the operator runs it from a shell, with `env` on top of this
 * process's environment and `input` piped to standard input (a password). Answers its exit code
 * and output. Asynchronous, so a server the test talks to keeps answering while it runs.
 */
export function operatorCommand(script: string, args: string[], env: Record<string, string>, input = "") {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
