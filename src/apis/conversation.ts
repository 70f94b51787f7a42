/** The conversation in chat-completions form, read message by message: what each API's body converts. */
import { isRecord } from '../util/index.js';

export interface ToolCallShape {
  id: string;
  function: { name: string; arguments: string };
}

export const role = (message: unknown): string => (isRecord(message) && typeof message.role === 'string' ? message.role : 'user');
export const text = (message: unknown): string => (isRecord(message) && typeof message.content === 'string' ? message.content : '');
export const toolCallsOf = (message: unknown): ToolCallShape[] =>
  isRecord(message) && Array.isArray(message.tool_calls) ? (message.tool_calls as ToolCallShape[]) : [];
export const toolCallIdOf = (message: unknown): string =>
  isRecord(message) && typeof message.tool_call_id === 'string' ? message.tool_call_id : '';

/** A chat tool's `function` part, or null for a tool of another shape (sent as written). */
export const functionOf = (tool: unknown): Record<string, unknown> | null =>
  isRecord(tool) && isRecord(tool.function) ? tool.function : null;

/** A tool call's JSON arguments as an object ({} when they are not one). */
export function parsedArguments(args: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(args);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
