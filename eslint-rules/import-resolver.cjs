// eslint-plugin-boundaries' resolver (eslint-module-utils, interface version 2): the project's aliases
// and relative paths, through eslint-rules/aliases.js; anything else is a package and not ours to resolve.
let aliases;
const load = () => (aliases ??= require("./aliases.js"));

exports.interfaceVersion = 2;
exports.resolve = (source, file) => {
  const path = load().resolveSpecifier(file, source);
  return path ? { found: true, path } : { found: false };
};
