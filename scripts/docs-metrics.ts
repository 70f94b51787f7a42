/** Rewrites the metric-name table of docs/metrics.md from src/vocabulary/metrics.ts. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderVocabularyTable, withVocabularyTable } from './metric-table.js';

const path = fileURLToPath(new URL('../docs/metrics.md', import.meta.url));
writeFileSync(path, withVocabularyTable(readFileSync(path, 'utf8'), renderVocabularyTable()));
