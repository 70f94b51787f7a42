/*
 * undici hands the body over once per HTTP chunk, so one socket read carrying twenty SSE chunks arrives
 * as twenty callbacks in the same synchronous run. A "read" is what reached JS together, so callbacks
 * are grouped by that run: the counter advances at most once per macrotask, closed by one microtask.
 */
let turn = 0;
let open = false;

function closeTurn(): void {
  open = false;
}

/** Identifies the current synchronous run; equal values mean the bytes reached JS in the same read. */
export function currentTurn(): number {
  if (!open) {
    open = true;
    turn++;
    queueMicrotask(closeTurn);
  }
  return turn;
}
