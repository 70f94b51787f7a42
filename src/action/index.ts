// The public surface of action/: what other layers import. Files inside action/ import each other directly.
export { readActionConfig, type ActionConfig } from './config.js';
export { setActionOutputs } from './outputs.js';
