/**
 * A page kept in parts (split where each answer's CSP nonce goes) compressed once and joined per
 * answer without compressing again (decision 063). Each part is a raw deflate stream of its own that
 * ends on a byte boundary without closing (a sync flush), so parts and the nonce, written as a stored
 * block, follow one another in one valid deflate stream (RFC 1951); the gzip wrapper (RFC 1952) adds
 * the CRC-32 and length of the whole.
 *
 * Each part is compressed with the page before it as its dictionary, so it refers back to what came
 * before as one stream over the whole page would (a listing's hydration data repeats the names and
 * addresses of its tiles, a nonce apart): the joined answer is that single stream. The nonces'
 * places in the dictionary hold zero bytes, which no part contains, so no reference reaches an
 * answer's own nonce. zlib's default level: its highest took three to eight times as long on a
 * listing, with its dictionaries, for 1.5 % fewer bytes.
 */
import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';

export interface GzipParts {
  parts: Buffer[];
  /** Bytes of the whole, separators included. */
  length: number;
  /** The separators' length the CRC below was computed for (an answer's nonce is always this long). */
  separatorLength: number;
  /** CRC-32 of the whole with zero bytes where the separators go. */
  zeroCrc: number;
  /** Per separator, the operator that carries its CRC contribution past the bytes after it. */
  shifts: Uint32Array[];
  /** The plain parts, for a separator of another length (never in practice: then the page is compressed anew). */
  plain: readonly Buffer[];
}

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty final block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
/** A stored block holds at most this many bytes. */
const MAX_STORED = 65_535;
/** How far back a deflate reference reaches: the most of the page before a part worth giving as its dictionary. */
const WINDOW = 32 * 1024;
/** Each part ends on a byte boundary without closing the stream, so the next one can follow it. */
const ONCE = { level: constants.Z_DEFAULT_COMPRESSION, memLevel: 9, finishFlush: constants.Z_SYNC_FLUSH } as const;

/** Compresses the parts once; `separatorLength` is the length of what will join them. */
export function gzipParts(parts: readonly Buffer[], separatorLength: number): GzipParts {
  const zeros = Buffer.alloc(separatorLength);
  let zeroCrc = 0;
  let length = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      zeroCrc = crc32(zeros, zeroCrc);
      length += separatorLength;
    }
    zeroCrc = crc32(part, zeroCrc);
    length += part.length;
  });
  // The bytes after separator k: the parts after it and the separators between them.
  const shifts: Uint32Array[] = [];
  let after = 0;
  for (let index = parts.length - 1; index >= 1; index -= 1) {
    after += parts[index]!.length;
    shifts.unshift(zeroShift(after));
    after += separatorLength;
  }
  return {
    parts: compressInContext(parts, separatorLength),
    length,
    separatorLength,
    zeroCrc,
    shifts,
    plain: parts,
  };
}

/** Each part deflated with the page before it (separators as zero bytes) as its dictionary. */
function compressInContext(parts: readonly Buffer[], separatorLength: number): Buffer[] {
  let before: Buffer = Buffer.alloc(0);
  return parts.map((part, index) => {
    if (index > 0) before = tail(Buffer.concat([before, parts[index - 1]!, Buffer.alloc(separatorLength)]));
    // A part with a zero byte could match a separator's place, which each answer fills differently.
    const dictionary = before.length > 0 && !part.includes(0) ? before : undefined;
    return deflateRawSync(part, dictionary ? { ...ONCE, dictionary } : ONCE);
  });
}

function tail(bytes: Buffer): Buffer {
  return bytes.length > WINDOW ? bytes.subarray(bytes.length - WINDOW) : bytes;
}

/** A non-final stored block holding `bytes` (which must fit one block). */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > MAX_STORED) throw new RangeError('a stored block holds at most 65535 bytes');
  const block = Buffer.alloc(5 + bytes.length);
  block[0] = 0x00;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/**
 * The CRC-32 of the parts joined by `separator` (of the length the parts were compressed for).
 * CRC-32 is linear over GF(2) for inputs of one length: the CRC with zeros in the separators'
 * places, plus each separator's own contribution carried past the bytes after it.
 */
function joinedCrc(gzip: GzipParts, separator: Buffer): number {
  if (gzip.shifts.length === 0 || separator.length === 0) return gzip.zeroCrc;
  const own = (crc32(separator) ^ crc32(Buffer.alloc(separator.length))) >>> 0;
  let crc = gzip.zeroCrc;
  for (const shift of gzip.shifts) crc ^= gf2MatrixTimes(shift, own);
  return crc >>> 0;
}

/** The gzip member of the parts joined by `separator`. */
export function joinGzip(gzip: GzipParts, separator: Buffer): Buffer {
  // The parts' references count on separators of the length they were compressed for.
  if (separator.length !== gzip.separatorLength) return gzipSync(joinPlain(gzip.plain, separator));
  const pieces: Buffer[] = [HEADER];
  const separatorBlock = separator.length > 0 ? storedBlock(separator) : null;
  gzip.parts.forEach((part, index) => {
    if (index > 0 && separatorBlock) pieces.push(separatorBlock);
    pieces.push(part);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(joinedCrc(gzip, separator), 0);
  trailer.writeUInt32LE(gzip.length >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}

/** The parts joined by `separator`, uncompressed. */
export function joinPlain(parts: readonly Buffer[], separator: Buffer): Buffer {
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(separator);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** Whether an Accept-Encoding header accepts gzip (a q of 0 refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const item of header.split(',')) {
    const [coding = '', ...params] = item.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

// The operator that appends zero bytes to a CRC register (as zlib's crc32_combine builds it), as a
// 32×32 matrix over GF(2): column n is the image of bit n.
const GF2_DIM = 32;

function gf2MatrixTimes(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i += 1, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

/** A∘B: B first, then A. */
function gf2MatrixCompose(a: Uint32Array, b: Uint32Array): Uint32Array {
  const product = new Uint32Array(GF2_DIM);
  for (let n = 0; n < GF2_DIM; n += 1) product[n] = gf2MatrixTimes(a, b[n]!);
  return product;
}

/** The operator for `bytes` zero bytes. */
export function zeroShift(bytes: number): Uint32Array {
  // One zero bit: the CRC polynomial's step.
  let step: Uint32Array = new Uint32Array(GF2_DIM);
  step[0] = 0xedb88320;
  for (let n = 1, row = 1; n < GF2_DIM; n += 1, row <<= 1) step[n] = row >>> 0;
  // Eight bits: one zero byte.
  for (let i = 0; i < 3; i += 1) step = gf2MatrixCompose(step, step);
  let result: Uint32Array = new Uint32Array(GF2_DIM);
  for (let n = 0; n < GF2_DIM; n += 1) result[n] = (1 << n) >>> 0;
  for (let remaining = bytes; remaining > 0; remaining >>>= 1) {
    if (remaining & 1) result = gf2MatrixCompose(step, result);
    if (remaining > 1) step = gf2MatrixCompose(step, step);
  }
  return result;
}
