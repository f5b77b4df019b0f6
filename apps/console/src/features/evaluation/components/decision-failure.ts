import { isApiError } from '@portal/ui/api-error';

/** 409: someone else decided on the loan first (or it moved on); the screen reloads it. */
export const isConflict = (error: unknown) => isApiError(error) && error.Status === 409;
