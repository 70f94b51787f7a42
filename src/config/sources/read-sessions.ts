import { formatPath } from '../read/json-path.js';
import { translateSchemaErrors } from '../read/schema-messages.js';
import { projectValidator } from '../validators.js';
import type { RecordIssue } from './read-dataset.js';
import type { SessionRecord, SessionRequest, SessionSource, SessionTurn, SourceMessage } from './sources.js';

/** Past this many bad lines the rest are left out: one mistake usually repeats on every line. */
const MAX_ISSUES = 20;

/** A session trace's lines as written (schemas/session.schema.json guarantees this shape). */
interface SystemLine {
  type: 'system';
  id: string;
  content?: string;
  tokens?: number;
}

interface RequestLine {
  messages?: SourceMessage[];
  inputTokens?: number;
  outputTokens?: number;
  answer?: string;
}

interface TurnLine extends RequestLine {
  thinkMs?: number;
  toolCalls?: { name: string; durationMs: number }[];
  branches?: RequestLine[];
}

interface SessionLine {
  type: 'session';
  id: string;
  system?: string;
  turns: TurnLine[];
}

export type ParsedSessions = Pick<SessionSource, 'systems' | 'sessions'> & { issues: RecordIssue[] };

/**
 * A session trace (JSONL, docs/agents.md): every line a system prompt or a session, checked against
 * schemas/session.schema.json, then the ids: a system named by a session must be in the file, and no id twice.
 * Every problem is named at its line, before any request is sent.
 */
export function parseSessions(text: string): ParsedSessions {
  const issues: RecordIssue[] = [];
  const systems: SessionSource['systems'] = {};
  const systemLines = new Map<string, number>();
  const sessions: SessionRecord[] = [];
  const sessionLines = new Map<string, number>();
  const validate = projectValidator('session');
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length && issues.length < MAX_ISSUES; index++) {
    const raw = lines[index]!.trim();
    if (raw === '') continue;
    const line = index + 1;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      issues.push({ line, message: `not valid JSON: ${(error as Error).message}` });
      continue;
    }
    if (!validate(value)) {
      // The `if` of a record's type only says which `then` applies; the `then`'s own errors say what is wrong.
      for (const issue of translateSchemaErrors((validate.errors ?? []).filter((e) => e.keyword !== 'if'))) {
        const where = formatPath(issue.path);
        issues.push({ line, message: where === '' ? issue.message : `${where}: ${issue.message}` });
      }
      continue;
    }
    const record = value as SystemLine | SessionLine;
    if (record.type === 'system') {
      const first = systemLines.get(record.id);
      if (first !== undefined) issues.push({ line, message: `system "${record.id}" is already defined at line ${first}` });
      else {
        systemLines.set(record.id, line);
        systems[record.id] = { content: record.content ?? null, tokens: record.tokens ?? null };
      }
      continue;
    }
    const first = sessionLines.get(record.id);
    if (first !== undefined) {
      issues.push({ line, message: `session "${record.id}" is already defined at line ${first}` });
      continue;
    }
    const fanOut = record.turns.findIndex((t) => t.branches && (t.outputTokens !== undefined || t.answer !== undefined));
    if (fanOut >= 0) {
      issues.push({ line, message: `turns[${fanOut}]: a turn with branches gives outputTokens and answer per branch, not for the turn` });
      continue;
    }
    sessionLines.set(record.id, line);
    sessions.push({ id: record.id, system: record.system ?? null, turns: record.turns.map(sessionTurn), line });
  }
  // A system may be defined after the sessions naming it; one defined nowhere is named at each session's line.
  for (const session of sessions) {
    if (session.system !== null && !Object.hasOwn(systems, session.system) && issues.length < MAX_ISSUES)
      issues.push({ line: session.line, message: `system: "${session.system}" is not defined in this file (a { "type": "system" } line)` });
  }
  if (sessions.length === 0 && issues.length === 0) issues.push({ line: null, message: 'holds no session' });
  issues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { systems, sessions, issues };
}

function sessionTurn(turn: TurnLine): SessionTurn {
  return {
    thinkMs: turn.thinkMs ?? 0,
    requests: turn.branches ? turn.branches.map(sessionRequest) : [sessionRequest(turn)],
    toolCalls: (turn.toolCalls ?? []).map((call) => ({ name: call.name, durationMs: call.durationMs })),
  };
}

function sessionRequest(request: RequestLine): SessionRequest {
  return {
    messages: request.messages ? request.messages.map((m) => ({ role: m.role, content: m.content })) : null,
    inputTokens: request.inputTokens ?? null,
    outputTokens: request.outputTokens ?? null,
    answer: request.answer ?? null,
  };
}
