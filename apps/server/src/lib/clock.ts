/** The injectable clock: tests fix it, production reads the system time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
