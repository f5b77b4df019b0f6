/**
 * A movement's value day as the instant stored in loan_movements.fecha: noon in Buenos Aires, so that the
 * day reads the same in any time zone. The time is a convention, never shown; `registrado_at` says when the
 * movement was recorded (migration 038).
 */
export const valueDay = (day: string) => new Date(`${day}T12:00:00-03:00`);
