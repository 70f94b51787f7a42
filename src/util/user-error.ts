/**
 * A mistake of the user's (bad input, a missing file, wrong arguments, a stale baseline, results that cannot be
 * merged): its message names what is wrong and what to do, and is shown as it is, without a stack. Anything that is
 * not a UserError is a failure of the tool and keeps its stack.
 *
 * Each subclass has a stable `code` (`STREAMGATE_…`) to tell the kinds apart without matching messages, and the
 * `exitStatus` a command-line root exits with when the error ends the process. The action does not use it: it fails
 * its step through core.setFailed, which exits 1 whatever failed it.
 *
 * A type module: the contract every user-error kind of the other modules implements, and the status they share.
 */
export abstract class UserError extends Error {
  abstract override readonly name: string;
  abstract readonly code: string;
  abstract readonly exitStatus: number;
}

/** The exit status of a usage or configuration error, as the CLI's usage text and the README document it. */
export const EXIT_USER_ERROR = 2;
