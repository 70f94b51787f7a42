// The public surface of site/: what other layers import. Files inside site/ import each other directly.
export { siteFiles, UPLOT_ASSETS } from './html.js';
export { siteModel } from './model.js';
