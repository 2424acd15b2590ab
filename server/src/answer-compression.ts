/**
 * Compression of answers made per request (rendered pages with the page cache off or passed by,
 * private pages, GraphQL): brotli for clients that take it, else gzip. Brotli's quality is 3, not
 * the compressor's default of 4: on a 264 KB listing it costs about 60 % of the CPU for 4 % more
 * bytes (32.1 KB against 30.7 KB), still fewer than the gzip a kept page is answered with (33.8 KB),
 * and on the 2-core machine every millisecond of it is taken from rendering (bench/README.md).
 */
import { constants } from 'node:zlib';
import compression from 'compression';

export const ANSWER_BROTLI_QUALITY = 3;

export function answerCompression() {
  return compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } } });
}
