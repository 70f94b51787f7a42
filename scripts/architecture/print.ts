/**
 * `npm run architecture`: the import graph of src/ held against the layers of scripts/architecture/layers.ts, in
 * figures: files, imports, source lines, the widest folder, the largest files and the longest functions, circles,
 * imports against the direction, imports past a module's index.ts, thin files, and each layer's modules with what they
 * import. docs/design/architecture.md carries the same figures (scripts/architecture/figures.ts, `npm run generate`).
 * Exits 1 on a circle, an import against the direction or past an index.ts, a thin file, or a file in no layer (the test
 * in test/architecture/ says the same).
 */
import { fileURLToPath } from 'node:url';
import { checkArchitecture, THIN_LINES } from './check.js';
import { architectureFigures, LARGE_FILE_LINES, LONG_FUNCTION_LINES } from './figures.js';
import { LAYERS, layerOf, moduleOf } from './layers.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const findings = checkArchitecture(root);
const { graph } = findings;
const between = graph.edges.filter((e) => moduleOf(e.from) !== moduleOf(e.to));

const figures = architectureFigures(root, findings);
console.log(`${graph.files.length} files in src/, ${graph.edges.length} imports (${between.length} between modules)`);
console.log(
  `source lines: ${figures.lines.total}, a mean of ${figures.lines.mean} and a median of ${figures.lines.median} a file; the widest folder ${figures.widest.folder}/, ${figures.widest.files} files`,
);
console.log(`files of ${LARGE_FILE_LINES} lines or more: ${figures.largeFiles.length}`);
for (const file of figures.largeFiles) console.log(`  ${file.file} ${file.lines}`);
console.log(`functions of ${LONG_FUNCTION_LINES} lines or more: ${figures.longFunctions.length}`);
for (const fn of figures.longFunctions) console.log(`  ${fn.name} (${fn.file}) ${fn.lines}`);
console.log(`circles: ${findings.circles.length}`);
for (const circle of findings.circles) console.log(`  ${circle.join(' → ')}`);
console.log(`imports against the direction: ${findings.againstDirection.length}`);
for (const edge of findings.againstDirection) console.log(`  ${edge.from} → ${edge.to}`);
console.log(`imports past a folder module's index.ts: ${findings.pastTheSurface.length}`);
for (const edge of findings.pastTheSurface) console.log(`  ${edge.from} → ${edge.to}`);
console.log(`thin files (under ${THIN_LINES} lines, not an index.ts, a types.ts or kept for a reason): ${findings.thin.length}`);
for (const file of findings.thin) console.log(`  ${file}`);
if (findings.unplaced.length > 0) console.log(`files in no layer: ${findings.unplaced.join(', ')}`);
console.log('\nlayers, lowest first (module: files; the modules it imports)');
LAYERS.forEach((layer, i) => {
  console.log(`${i}. ${layer.rule}`);
  for (const module of layer.modules) {
    const files = graph.files.filter((f) => moduleOf(f) === module).length;
    const uses = [...new Set(between.filter((e) => moduleOf(e.from) === module).map((e) => moduleOf(e.to)))].sort(
      (a, b) => layerOf(a) - layerOf(b),
    );
    console.log(`   ${module}: ${files} file${files === 1 ? '' : 's'}${uses.length > 0 ? `; imports ${uses.join(', ')}` : ''}`);
  }
});
if (
  findings.circles.length > 0 ||
  findings.againstDirection.length > 0 ||
  findings.pastTheSurface.length > 0 ||
  findings.thin.length > 0 ||
  findings.unplaced.length > 0
)
  process.exitCode = 1;
