/**
 * The record number in an address ('/prestamos/:id', '?organismo=2'): digits without a leading zero, up
 * to PostgreSQL's largest integer; anything else ('abc', '007', nothing) is null, and the screen says so.
 */
export const idFromParam = (param: string | null | undefined): number | null =>
  param && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : null;
