const ENV_REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export interface Expansion {
  value: string;
  /** Variables referenced but unset or empty, in order of first use. */
  missing: string[];
}

/** Replaces `${NAME}` from `env`. Only this form is expanded, so a literal `$` elsewhere stays as written. */
export function expandEnv(template: string, env: Readonly<Record<string, string | undefined>>): Expansion {
  const missing: string[] = [];
  const value = template.replace(ENV_REFERENCE, (_match, name: string) => {
    const replacement = env[name];
    if (replacement === undefined || replacement === '') {
      if (!missing.includes(name)) missing.push(name);
      return '';
    }
    return replacement;
  });
  return { value, missing };
}
