/** Character codes and the failure index shared by the chunk scanner and its JSON lexer. */
export const FAIL = -1;
export const MAX_DEPTH = 64;

export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COMMA = 0x2c;
export const COLON = 0x3a;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;
export const MINUS = 0x2d;
export const PLUS = 0x2b;
export const DOT = 0x2e;
export const DIGIT_0 = 0x30;
export const DIGIT_9 = 0x39;
export const LOWER_E = 0x65;
export const UPPER_E = 0x45;
export const LOWER_N = 0x6e;
export const LOWER_T = 0x74;
export const LOWER_F = 0x66;
export const LOWER_U = 0x75;
