/**
 * What the app has done before the desk's first page after a login or a forced step, such as
 * counting what waits for the client's authorisation, so that the page shows it in its first
 * paint instead of moving when it arrives. The chain waits for it, but never long.
 */
const preparations: Array<() => Promise<unknown>> = [];
const patienceMs = 1500;

export function prepareDeskWith(prepare: () => Promise<unknown>): void {
  preparations.push(prepare);
}

export function prepareDesk(): Promise<void> {
  const all = Promise.all(preparations.map((prepare) => prepare().catch(() => undefined)));
  return Promise.race([
    all.then(() => undefined),
    new Promise<void>((settle) => setTimeout(settle, patienceMs)),
  ]);
}
