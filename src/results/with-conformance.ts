import type { ConformanceData } from '../conformance/index.js';
import type { Results } from './types.js';

/** The results with their conformance section (what results.json and a recorded baseline then carry). */
export function withConformance(results: Results, conformance: ConformanceData | null): Results {
  return conformance ? { ...results, conformance } : results;
}
