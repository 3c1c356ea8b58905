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

/** Every file a form sent, in the order it sent them (the body keeps the text fields). */
const sentFiles = (request: Request): UploadedFile[] =>
  ((request as Request & { files?: UploadedFile[] }).files ??= []);

/** What a form's file fields sent, by field name: the first file of each. */
export const uploadsOf = (request: Request): Map<string, UploadedFile> => {
  const byField = new Map<string, UploadedFile>();
  for (const file of sentFiles(request)) if (!byField.has(file.field)) byField.set(file.field, file);
  return byField;
};

/** Every file one field sent (an `<input type="file" multiple>`), in the order chosen. */
export const filesOf = (request: Request, field: string): UploadedFile[] =>
  sentFiles(request).filter((file) => file.field === field);

/** The most files one post may carry: a colourway's three pictures, and room for a few more to be counted and refused. */
export const maxStudioFiles = 6;

const largeForm = express.urlencoded({ extended: false, limit: "2mb", parameterLimit: 10_000 });
/** The editor's autosave: the same fields as its form, as a JSON object, within the same 2 MB. */
const jsonForm = express.json({ limit: "2mb", strict: true });

/**
 * Reads the body of a content studio post, once its session is known to be a signed-in staff
 * member's (so nobody else can make the server read a large body): a form of every text of a
 * page in six languages (up to 2 MB, 10,000 fields; as JSON from the editor's autosave), or a multipart upload with up to `maxStudioFiles` files of at
 * most `maxFileBytes` each (bytes past it are counted, not kept: the file is marked truncated).
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
    const files = sentFiles(request);
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        // Browsers send a file's name in UTF-8 ("salón.jpg"); busboy reads it as Latin-1 unless told.
        defParamCharset: "utf8",
        limits: { files: maxStudioFiles, fields: 50, fieldSize: 64 * 1024, fileSize: maxFileBytes, parts: 60 },
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
      // Its place is taken when it starts, so the files keep the order they were sent in.
      const file: UploadedFile = { field, name: info.filename ?? "", data: Buffer.alloc(0), truncated: false };
      files.push(file);
      stream.on("close", () => {
        file.data = Buffer.concat(chunks);
        file.truncated = truncated;
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
