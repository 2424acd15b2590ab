import type { SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';

/** What an account form's action answers when the submission is refused: the form's state, status 400. */
export type FormAnswer = { result: SubmissionResult<string[]>; intent?: string };

export function refused(result: SubmissionResult<string[]>, intent?: string) {
  return data<FormAnswer>(intent ? { result, intent } : { result }, { status: 400 });
}

/** Password fields are never sent back to the browser. */
export const PASSWORD_FIELDS = ['password', 'passwordConfirmation', 'currentPassword'];
