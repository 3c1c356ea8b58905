import busboy from "busboy";
import express, { type Request, type Response } from "express";

/**
 * The largest body a studio post may declare: a 20 MB image and its form, with room for a larger
 * file to be counted and refused with a message rather than cut off (bytes past the file limit
 * are read and dropped).
 */
export const maxStudioBodyBytes = 64 * 1024 * 1024;

/** A file sent with a form: its bytes, at most the limit (`truncated`: it was larger). */
export type UploadedFile = { field: string; name: string; data: Buffer; truncated: boolean };

/** What a form's file fields sent, by field name (the body keeps the text fields). */
export const uploadsOf = (request: Request): Map<string, UploadedFile> =>
  ((request as Request & { uploads?: Map<string, UploadedFile> }).uploads ??= new Map());

const largeForm = express.urlencoded({ extended: false, limit: "2mb", parameterLimit: 10_000 });
/** The editor's autosave: the same fields as its form, as a JSON object, within the same 2 MB. */
const jsonForm = express.json({ limit: "2mb", strict: true });

/**
 * Reads the body of a content studio post, once its session is known to be a signed-in staff
 * member's (so nobody else can make the server read a large body): a form of every text of a
 * page in six languages (up to 2 MB, 10,000 fields; as JSON from the editor's autosave), or a multipart upload with one file of at
 * most `maxFileBytes` (bytes past it are counted, not kept: the file is marked truncated).
 */
export function readStudioBody(request: Request, response: Response, maxFileBytes: number): Promise<void> {
  if (request.is("application/json"))
    return new Promise((resolve, reject) =>
      jsonForm(request, response, (error?: unknown) => (error ? reject(error) : resolve())),
    );
  if (!request.is("multipart/form-data"))
    return new Promise((resolve, reject) =>
      largeForm(request, response, (error?: unknown) => (error ? reject(error) : resolve())),
    );
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const uploads = uploadsOf(request);
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        // Browsers send a file's name in UTF-8 ("salón.jpg"); busboy reads it as Latin-1 unless told.
        defParamCharset: "utf8",
        limits: { files: 1, fields: 50, fieldSize: 64 * 1024, fileSize: maxFileBytes, parts: 60 },
      });
    } catch (error) {
      reject(error);
      return;
    }
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => {
        truncated = true;
      });
      stream.on("close", () => {
        uploads.set(field, { field, name: info.filename ?? "", data: Buffer.concat(chunks), truncated });
      });
    });
    parser.on("error", reject);
    parser.on("close", () => {
      request.body = fields;
      resolve();
    });
    request.pipe(parser);
  });
}
