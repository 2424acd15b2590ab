import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { toErrorView } from './error-view.ts';

describe('error page status (E3)', () => {
  it('reads a route error response and its not-found payload', () => {
    const data = { notFound: true, page: null, contentError: 'down' };
    const view = toErrorView(new ErrorResponseImpl(404, 'Not Found', data));
    expect(view.status).toBe(404);
    expect(view.notFound).toEqual(data);
  });

  it('reads statusCode, status or response.status, else 500', () => {
    expect(toErrorView(Object.assign(new Error('x'), { statusCode: 503 })).status).toBe(503);
    expect(toErrorView({ status: 502 }).status).toBe(502);
    expect(toErrorView({ response: { status: 504 } }).status).toBe(504);
    expect(toErrorView(new Error('boom'))).toEqual({ status: 500, notFound: null, message: 'boom' });
  });

  it('a plain 404 without the payload still is a 404', () => {
    const view = toErrorView(new ErrorResponseImpl(404, 'Not Found', null));
    expect(view).toMatchObject({ status: 404, notFound: null });
  });
});
