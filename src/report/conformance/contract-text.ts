/**
 * Sentences for the scenarios' declared expectations (the gate's contract checks): which assertion of which scenario,
 * on how many requests, against what minimum. Plain text; renderers escape it.
 */
import { CONTRACTS } from '../../conformance/index.js';
import type { ContractCheck } from '../../gate/index.js';
import { cellWhere, formatP, formatPercent } from '../format.js';

function failedCount(c: ContractCheck): string {
  const failed = c.total - c.passed;
  return `${failed} of ${c.total} request${c.total === 1 ? '' : 's'}`;
}

/** `expect reasoning: absent in chat · cold`. */
export function contractName(c: ContractCheck): string {
  return `expect ${CONTRACTS[c.assertion].label} in ${cellWhere({ ...c, turn: null })}`;
}

/**
 * A broken contract: `expect reasoning: absent in chat · cold failed on 10 of 10 requests (every request must pass)`,
 * or, below 100 %, `… passed 6 of 10 (60%), shown below its minimum pass rate of 90% (p = 0.0001)`.
 */
export function brokenContractText(c: ContractCheck): string {
  if (c.test === 'every-request') return `${contractName(c)} failed on ${failedCount(c)} (every request must pass)`;
  const p = c.pValue === null ? '' : ` (${formatP(c.pValue)})`;
  return `${contractName(c)} passed ${c.passed} of ${c.total} (${formatPercent(c.passed / c.total)}), shown below its minimum pass rate of ${formatPercent(c.minPassRate)}${p}`;
}

/** A contract that held although some requests failed it: `expect answer in qa · cold failed on 1 of 10 requests, …`. */
export function keptContractText(c: ContractCheck): string {
  return `${contractName(c)} failed on ${failedCount(c)}, not shown below its minimum pass rate of ${formatPercent(c.minPassRate)}`;
}

/** Contracts that held though some request failed them (every other held contract is counted, not named). */
export function imperfectContracts(contracts: readonly ContractCheck[]): ContractCheck[] {
  return contracts.filter((c) => c.verdict === 'pass' && c.passed < c.total);
}
