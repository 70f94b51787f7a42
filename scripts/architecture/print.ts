/**
 * `npm run architecture`: the import graph of src/ held against the layers of scripts/architecture/layers.ts, in
 * figures: files, imports, circles, imports against the direction, imports past a module's index.ts, and each layer's modules with what they import.
 * Exits 1 when there is a circle or an import against the direction (the test in test/architecture/ says the same).
 */
import { fileURLToPath } from 'node:url';
import { checkArchitecture } from './check.js';
import { LAYERS, layerOf, moduleOf } from './layers.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const findings = checkArchitecture(root);
const { graph } = findings;
const between = graph.edges.filter((e) => moduleOf(e.from) !== moduleOf(e.to));

console.log(`${graph.files.length} files in src/, ${graph.edges.length} imports (${between.length} between modules)`);
console.log(`circles: ${findings.circles.length}`);
for (const circle of findings.circles) console.log(`  ${circle.join(' → ')}`);
console.log(`imports against the direction: ${findings.againstDirection.length}`);
for (const edge of findings.againstDirection) console.log(`  ${edge.from} → ${edge.to}`);
console.log(`imports past a folder module's index.ts: ${findings.pastTheSurface.length}`);
for (const edge of findings.pastTheSurface) console.log(`  ${edge.from} → ${edge.to}`);
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
  findings.unplaced.length > 0
)
  process.exitCode = 1;
