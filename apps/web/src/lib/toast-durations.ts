/** Toast durations of docs/product.md#toast-durations, in milliseconds. */
export const toastDurations = {
  error: 10_000,
  connectionError: 8_000,
  confirmFailure: 6_000,
  success: 4_000,
} as const;
