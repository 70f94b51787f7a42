/**
 * A model that answered under another name than the one declared (src/gate/conditions/unmet.ts): the workload asked an
 * endpoint for `model: X` and its responses said Y. A gateway that routes elsewhere, an alias that moved, a provider
 * that substitutes: the run measured Y, and a comparison of X against the reference measured something else. A name
 * that only adds to the declared one is the same model: a dated snapshot (`gpt-4o` answered as `gpt-4o-2024-08-06`),
 * an alias's `-latest` resolved, a path or repository prefix (`meta-llama/Llama-3.1-8B` as `Llama-3.1-8B`, a `.gguf`
 * file), Gemini's `models/` prefix, case. Records only; pure.
 */

/** An endpoint as the check needs it (results.json's endpoints). */
export interface ModelEndpoint {
  name: string;
  /** The model the workload declared. */
  model: string;
  /** The names its responses carried, with how many carried each. */
  answeredModels?: Readonly<Record<string, number>>;
}

/** An endpoint none of whose responses named the declared model (or a name of it). */
export interface SubstitutedModel {
  kind: 'model-substituted';
  endpoint: string;
  declared: string;
  /** Every name its responses carried, the commonest first. */
  answered: { name: string; responses: number }[];
}

/** Endpoints whose responses named a model, none of them the declared one. */
export function substitutedModels(endpoints: readonly ModelEndpoint[]): SubstitutedModel[] {
  return endpoints.flatMap((e): SubstitutedModel[] => {
    const answered = Object.entries(e.answeredModels ?? {})
      .map(([name, responses]) => ({ name, responses }))
      .sort((a, b) => b.responses - a.responses || a.name.localeCompare(b.name));
    if (answered.length === 0 || answered.some((a) => sameModel(e.model, a.name))) return [];
    return [{ kind: 'model-substituted', endpoint: e.name, declared: e.model, answered }];
  });
}

/** Whether an answered name is the declared model, by the naming conventions above. */
export function sameModel(declared: string, answered: string): boolean {
  const a = bare(declared);
  const b = bare(answered);
  if (a === '' || b === '') return true;
  if (a === b) return true;
  const alias = a.replace(/-latest$/, '');
  // A snapshot or build of the declared name: `gpt-4o` → `gpt-4o-2024-08-06`, `claude-3-5-sonnet-latest` → `…-20241022`.
  return b.startsWith(`${alias}-`) || b.startsWith(`${alias}@`) || b.startsWith(`${alias}:`);
}

/** Lower case, without a path, a repository, Gemini's `models/` or a model file's extension. */
function bare(name: string): string {
  const last = name.trim().toLowerCase().split(/[\\/]/).at(-1) ?? '';
  return last.replace(/\.(gguf|safetensors|bin)$/, '');
}
