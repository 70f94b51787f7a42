// The public surface of sim/: what other layers import. Files inside sim/ import each other directly.
export { MAX_SLOTS } from './profiles/overrides.js';
export { profileListText } from './profiles/profile-list.js';
export { PROFILE_NAMES } from './profiles/profiles.js';
export { startSimulator } from './server.js';
