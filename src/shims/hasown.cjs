// hasown (node-polyglot's dependency) in the client build: the browser's own Object.hasOwn
module.exports = Object.hasOwn;
