import { isApiError } from '../../../lib/api-error';

/** 409: someone else decided on the loan first (or it moved on); the screen reloads it. */
export const isConflict = (error: unknown) => isApiError(error) && error.Status === 409;
