import type { NextFunction, Request, Response } from 'express';
import { encodedTextProblem, textProblem } from './canonical.ts';

/**
 * The request body budget of the storefront's form routes (decision 037): every action (cart, checkout,
 * account, wishlist, newsletter, cookie choice, gift card balance …) takes a browser form of a few
 * fields, so a body is read in full, counted as it arrives, before React Router sees it:
 *
 * - over FORM_BODY_LIMIT_BYTES: 413, at once when Content-Length says so, else as soon as the count
 *   passes it; nothing more is read and the connection is closed;
 * - a type no form of ours sends (JSON, text, XML …): 415;
 * - a form that does not parse (broken multipart), or whose fields decode to bytes that are not
 *   UTF-8 or to control characters (NUL): 400.
 *
 * The answers are the shop's translated error page (errors.ts), or JSON or text for other clients.
 */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024;

const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';
const LOCALS_KEY = 'formBody';

function refusal(status: number, message: string) {
  return Object.assign(new Error(message), { status, expose: true });
}

/** Stops reading a body that is refused, and closes the connection once the answer is out. */
function stopReading(req: Request, res: Response) {
  req.pause();
  res.setHeader('Connection', 'close');
}

function readBody(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        reject(refusal(413, 'form body over the limit'));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(Object.assign(error, { status: 400 }));
    };
    const onAborted = () => onError(new Error('request aborted'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

/** Why a form body cannot be a form of ours, or null. */
async function formProblem(type: string, contentType: string, body: Buffer): Promise<string | null> {
  if (type === URLENCODED) {
    for (let start = 0; start <= body.length; ) {
      const end = body.indexOf(0x26 /* & */, start);
      const part = body.subarray(start, end < 0 ? body.length : end);
      const problem = encodedTextProblem(part, { lineBreaks: true });
      if (problem) return problem;
      if (end < 0) break;
      start = end + 1;
    }
    return null;
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return 'broken multipart body';
  }
  for (const [name, value] of form.entries()) {
    const problem =
      textProblem(name, { lineBreaks: false }) ?? (typeof value === 'string' ? textProblem(value, { lineBreaks: true }) : null);
    if (problem) return problem;
  }
  return null;
}

/** The body read and checked for this request (empty when it had none). */
export function formBodyOf(res: Response): Uint8Array<ArrayBuffer> {
  const body: unknown = res.locals[LOCALS_KEY];
  return Buffer.isBuffer(body) ? new Uint8Array(body) : new Uint8Array(0);
}

/** Enforces the form body budget in front of the storefront's actions. */
export function formBodies(limit = FORM_BODY_LIMIT_BYTES) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const contentType = req.get('content-type') ?? '';
    const type = contentType.split(';')[0]!.trim().toLowerCase();
    const declared = req.get('content-length');
    if (declared !== undefined && !(Number(declared) <= limit)) {
      stopReading(req, res);
      return next(refusal(413, 'form body over the limit'));
    }
    const chunked = req.get('transfer-encoding') !== undefined;
    const empty = !chunked && (declared === undefined || Number(declared) === 0);
    if (type !== URLENCODED && type !== MULTIPART && !(type === '' && empty)) {
      stopReading(req, res);
      return next(refusal(415, `form body of type ${type || 'unknown'}`));
    }
    try {
      const body = await readBody(req, limit);
      const problem = type === '' ? (body.length > 0 ? 'body without a type' : null) : await formProblem(type, contentType, body);
      if (problem) return next(refusal(400, problem));
      res.locals[LOCALS_KEY] = body;
      next();
    } catch (error) {
      stopReading(req, res);
      next(error);
    }
  };
}

function fieldProblem(value: unknown): string | null {
  if (typeof value === 'string') return textProblem(value, { lineBreaks: true });
  if (Array.isArray(value)) return value.map(fieldProblem).find((problem) => problem !== null) ?? null;
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key, { lineBreaks: false }) ?? fieldProblem(item);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * For routers that parse their own small forms (express.urlencoded with a limit: the console, the
 * payment page): a field with a control character (`%00`) is refused with 400 before a handler
 * hands it to the database, which would refuse it with an error.
 */
export function refuseControlCharacters() {
  return (req: Request, _res: Response, next: NextFunction) => {
    const problem = fieldProblem(req.body);
    next(problem ? refusal(400, `form field: ${problem}`) : undefined);
  };
}
