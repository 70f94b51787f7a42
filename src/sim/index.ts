// The public surface of sim/: what other layers import. Files inside sim/ import each other directly.
export { MAX_SLOTS } from './profiles/overrides.js';
export { PROFILE_NAMES, profileListText } from './profiles/profiles.js';
export { startSimulator } from './server.js';
