import { STATUS_CODES } from 'node:http';
import type { ApiTransport } from '@shop/api/client';

/** The status a page gets when the API cannot be reached at all: unavailable, as a gateway says it. */
export const API_UNREACHABLE_STATUS = 503;

interface ErrorLog {
  error(obj: object, msg?: string): void;
}

function unavailable(status: number): Response {
  return new Response(null, { status, statusText: STATUS_CODES[status] ?? '' });
}

/**
 * The storefront's way to the API when the API is out of service (E3; spec 000 §4, §8: the error
 * page shows the failure's status, 500 only by default). An API that answers with a server status
 * (502, 503 while it is down or restarting, 504) or cannot be reached fails the loader with a
 * thrown Response of that status (503 when unreachable): React Router keeps a Response's status
 * through to the error page, on the first load and on the data request of a navigation, where any
 * other error becomes a bare 500 in production. Loaders that go on without the data (E7) catch it
 * as they catch any failure. React Router reports no thrown Response, so it is logged here.
 */
export function failWithApiStatus(transport: ApiTransport, log: ErrorLog): ApiTransport {
  return async (operation) => {
    let answer;
    try {
      answer = await transport(operation);
    } catch (error) {
      log.error({ err: error, requestId: operation.requestId }, 'the API could not be reached');
      throw unavailable(API_UNREACHABLE_STATUS);
    }
    if (answer.status >= 500 && answer.status <= 599) {
      log.error({ status: answer.status, requestId: operation.requestId }, 'the API answered with a server error');
      throw unavailable(answer.status);
    }
    return answer;
  };
}
