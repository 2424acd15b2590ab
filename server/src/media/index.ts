/**
 * The shop's image service, mounted at `/media`: drawn product and content pictures rendered
 * on demand in the size and format asked for, cached on disk, plus payment method badges.
 */
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { stillFresh } from '../http-cache.ts';
import { VariantCache, type CacheLog } from './cache.ts';
import { canonicalParams, chooseFormat, CONTENT_TYPES, EXTENSIONS, parseImageParams, qualityFor, type ImageParams } from './params.ts';
import { parseMediaPath, type MediaTarget } from './paths.ts';
import { RenderBusyError, RenderQueue, RETRY_AFTER_SECONDS, type Lane, type LaneLimit } from './queue.ts';
import { rasterise, RenderTimeoutError } from './render.ts';
import { coverCrop, drawnPixels, sizeProblem, SMALL_RENDER_PIXELS } from './sizes.ts';
import { contentSvg, MOTIF_SIZES } from './svg/content.ts';
import { FRAME_HEIGHT, FRAME_WIDTH } from './svg/geometry.ts';
import { iconSvg, placeholderSvg } from './svg/icons.ts';
import { paymentSvg } from './svg/payment.ts';
import { productSvg, STUDIO_COLOUR } from './svg/product.ts';

/** Bumped whenever the drawings change, so cached files and browser caches are not reused. */
export const RENDER_VERSION = '1';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A render's answer comes within this long of its start, and libvips stops it soon after. The
 * slowest size the storefront asks for takes under 3 CPU-seconds (a 4:5 crop of a hero at 1280 px,
 * AVIF); this only cuts a render that runs away.
 */
export const RENDER_TIMEOUT_SECONDS = 15;

export interface MediaHandlerOptions {
  cacheDir: string;
  /** Cap on the bytes of the disk cache (`MEDIA_CACHE_MAX_MB`, shared out among the processes). */
  maxCacheBytes: number;
  /** Defaults to `RENDER_TIMEOUT_SECONDS`; fractions count for the answer, libvips rounds up. */
  renderTimeoutSeconds?: number;
  /** Defaults to `RENDER_LANES`. */
  lanes?: Record<Lane, LaneLimit>;
  log?: CacheLog;
}

export interface MediaStats {
  /** Variants rendered from scratch. */
  renders: number;
  /** Variants served from the disk cache. */
  diskHits: number;
  /** Renders refused because their lane of the queue was full. */
  busy: number;
  /** Renders stopped by the timeout. */
  timeouts: number;
}

export type MediaHandler = ((req: Request, res: Response, next: NextFunction) => void) & {
  readonly stats: MediaStats;
  readonly queue: RenderQueue;
  readonly cache: VariantCache;
};

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function plain(res: Response, status: number, message: string): void {
  if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(status).setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(message);
}

function send(req: Request, res: Response, body: Buffer | string, contentType: string, etag: string): void {
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (stillFresh(req, etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
}

export type Raster = Exclude<MediaTarget, { kind: 'payment' } | { kind: 'icon' }>;

/** The size a picture is drawn at, known without drawing it. */
export function nativeSize(target: Raster): { nativeWidth: number; nativeHeight: number } {
  const { width, height } = target.kind === 'content' ? MOTIF_SIZES[target.motif] : { width: FRAME_WIDTH, height: FRAME_HEIGHT };
  return { nativeWidth: width, nativeHeight: height };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A content drawing cropped to what a `fit=cover` picture shows, by its viewBox: librsvg then draws
 * only the visible part (a 4:5 crop of a wide hero draws a third of the pixels). Content drawings
 * open with `width="W" height="H" viewBox="0 0 W H"`; anything else is drawn whole.
 */
function cropped(svg: string, size: { width: number; height: number }, params: ImageParams) {
  const crop = coverCrop(params, { nativeWidth: size.width, nativeHeight: size.height });
  const root = `width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}"`;
  if (!crop || !svg.startsWith('<svg') || svg.indexOf(root) !== svg.indexOf(' width=') + 1) return { svg, ...size };
  const [x, y, width, height] = [crop.x, crop.y, crop.nativeWidth, crop.nativeHeight].map(round) as [number, number, number, number];
  return { svg: svg.replace(root, `width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}"`), width, height };
}

/** The size the render really draws: the cover crop of a content drawing, else the whole drawing. */
function drawnSize(target: Raster, params: ImageParams): { nativeWidth: number; nativeHeight: number } {
  const native = nativeSize(target);
  return (target.kind === 'content' ? coverCrop(params, native) : null) ?? native;
}

function drawing(target: Raster, params: ImageParams) {
  if (target.kind === 'placeholder') {
    return { svg: placeholderSvg(FRAME_WIDTH, FRAME_HEIGHT), width: FRAME_WIDTH, height: FRAME_HEIGHT, background: STUDIO_COLOUR };
  }
  if (target.kind === 'product') {
    return {
      svg: productSvg(target.garment, target.hex, target.view),
      width: FRAME_WIDTH,
      height: FRAME_HEIGHT,
      background: STUDIO_COLOUR,
    };
  }
  const art = cropped(contentSvg(target.motif, target.hex, target.name), MOTIF_SIZES[target.motif], params);
  return { ...art, background: `#${target.hex}` };
}

/** Creates the Express middleware for `app.use('/media', handler)`. */
export function createMediaHandler(options: MediaHandlerOptions): MediaHandler {
  const cache = new VariantCache({ dir: options.cacheDir, maxBytes: options.maxCacheBytes, log: options.log });
  const queue = new RenderQueue(options.lanes);
  const timeoutSeconds = options.renderTimeoutSeconds ?? RENDER_TIMEOUT_SECONDS;
  const stats: MediaStats = { renders: 0, diskHits: 0, busy: 0, timeouts: 0 };

  async function handle(req: Request, res: Response): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      plain(res, 405, 'Method not allowed');
      return;
    }
    const target = parseMediaPath(req.path);
    if (!target) {
      plain(res, 404, 'Not found');
      return;
    }
    if (target.kind === 'payment' || target.kind === 'icon') {
      const svg = target.kind === 'payment' ? paymentSvg(target.code) : iconSvg(target.name);
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      send(req, res, svg, 'image/svg+xml; charset=utf-8', `"${digest(`${RENDER_VERSION}|${svg}`).slice(0, 32)}"`);
      return;
    }
    const query = new URLSearchParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '');
    const parsed = parseImageParams(query);
    if (!parsed.ok) {
      plain(res, 400, parsed.message);
      return;
    }
    const { params } = parsed;
    const native = nativeSize(target);
    const refused = sizeProblem(params, native);
    if (refused) {
      plain(res, 400, refused);
      return;
    }
    const lane: Lane = drawnPixels(params, drawnSize(target, params)) <= SMALL_RENDER_PIXELS ? 'small' : 'large';
    // Express's negotiation: the types Accept names, most wanted first, without those at q=0.
    const { format, negotiated } = chooseFormat(params, req.accepts(), 'jpeg');
    if (negotiated) res.vary('Accept');
    const key = digest(`${RENDER_VERSION}|${req.path}|${canonicalParams(params, format)}`);
    const etag = `"${key.slice(0, 32)}"`;
    if (stillFresh(req, etag)) {
      send(req, res, '', CONTENT_TYPES[format], etag);
      return;
    }
    // The client hears by the deadline; libvips stops the work itself at its next tile.
    const image = await cache.get(key, EXTENSIONS[format], () =>
      queue.runBy(
        lane,
        timeoutSeconds,
        async () => {
          stats.renders += 1;
          const art = drawing(target, params);
          return rasterise({
            svg: art.svg,
            nativeWidth: art.width,
            nativeHeight: art.height,
            width: params.width,
            height: params.height,
            fit: params.fit,
            quality: qualityFor(params, format),
            format,
            background: art.background,
            timeoutSeconds,
          });
        },
        () => new RenderTimeoutError(timeoutSeconds),
      ),
    );
    if (image.fromDisk) stats.diskHits += 1;
    // Whether this answer was drawn for it: how the start's warm-up and an operator tell (decision 065).
    res.setHeader('X-Media-Cache', image.fromDisk ? 'hit' : 'miss');
    send(req, res, image.body, CONTENT_TYPES[format], etag);
  }

  const handler = (req: Request, res: Response, _next: NextFunction): void => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof RenderBusyError) {
        stats.busy += 1;
        if (!res.headersSent) plain(res, 503, 'Too many images are being drawn right now. Try again in a few seconds.');
        return;
      }
      if (error instanceof RenderTimeoutError) {
        stats.timeouts += 1;
        options.log?.warn({ path: req.path, query: req.query, seconds: timeoutSeconds }, 'media render timed out');
        if (!res.headersSent) plain(res, 503, 'The image took too long to draw. Try again in a few seconds.');
        return;
      }
      options.log?.warn({ err: error, path: req.path }, 'media render failed');
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'The image could not be rendered.');
    });
  };
  return Object.assign(handler, { stats, queue, cache });
}
