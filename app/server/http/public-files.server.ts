import { existsSync } from "node:fs";
import path from "node:path";

const publicDir = path.resolve(process.cwd(), "public");

/** Whether a file ships under public/ (read while pages are pre-rendered, e.g. a hero video). */
export function publicFileExists(urlPath: string): boolean {
  const file = path.resolve(publicDir, `.${urlPath}`);
  return file.startsWith(publicDir + path.sep) && existsSync(file);
}
