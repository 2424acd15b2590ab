import type { SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';

/** What an account form's action answers when the submission is refused: the form's state, status 400. */
export type FormAnswer = { result: SubmissionResult<string[]>; intent?: string };

export function refused(result: SubmissionResult<string[]>, intent?: string) {
  return data<FormAnswer>(intent ? { result, intent } : { result }, { status: 400 });
}

/** The API's rate limit refused the form (decision 034): its message on the form, status 429. */
export function limited(result: SubmissionResult<string[]>, intent?: string) {
  return data<FormAnswer>(intent ? { result, intent } : { result }, { status: 429 });
}

/** The form's message when the API's rate limit refused it. */
export const TOO_MANY_REQUESTS_KEY = 'account.error.tooManyRequests';

/** Password fields are never sent back to the browser. */
export const PASSWORD_FIELDS = ['password', 'passwordConfirmation', 'currentPassword'];
