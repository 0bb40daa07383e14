// object.entries (node-polyglot's dependency) in the client build: the browser's own, without the
// package's polyfill machinery (call-bind, get-intrinsic, es-abstract's helpers)
module.exports = Object.entries;
