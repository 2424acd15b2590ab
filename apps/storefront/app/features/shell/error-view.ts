import { isRouteErrorResponse } from 'react-router';
import { isNotFoundData, type NotFoundData } from './not-found-data.ts';

export interface ErrorView {
  status: number;
  /** The not-found payload for a 404 thrown by notFound(); null for other 404s and other errors. */
  notFound: NotFoundData | null;
  /** The technical message, only for development screens. */
  message: string;
}

/** The spec's message for unknown routes and failed page validation (000 §8; E1). */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

function numberAt(value: unknown, key: string): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'number' && found >= 400 && found < 600 ? found : null;
}

/**
 * Reads a thrown error for the error page (E3): the status from a route error response, or from
 * statusCode, status or response.status on the error, 500 by default.
 */
export function toErrorView(error: unknown): ErrorView {
  if (isRouteErrorResponse(error)) {
    const notFound = error.status === 404 && isNotFoundData(error.data) ? error.data : null;
    // E1: a 404 reads 'This page could not be found', whatever status text the response carries.
    const message =
      error.status === 404 ? NOT_FOUND_MESSAGE : typeof error.data === 'string' ? error.data : error.statusText || `HTTP ${error.status}`;
    return { status: error.status, notFound, message };
  }
  const status =
    numberAt(error, 'statusCode') ??
    numberAt(error, 'status') ??
    numberAt((error as { response?: unknown } | null)?.response, 'status') ??
    500;
  const message = error instanceof Error ? error.message : String(error);
  return { status, notFound: null, message };
}
