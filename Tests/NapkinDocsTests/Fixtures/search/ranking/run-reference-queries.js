// Runs search queries with the reference engine (reference-engine.js) on one whole index in
// the format it reads (ReferenceSearchIndex's), in node.
// Usage: node run-reference-queries.js <whole index .js> <reference-engine.js> <queries.json>
// Prints what run-queries.js prints, with nothing loaded.
"use strict";
const fs = require("fs");
const vm = require("vm");
const [indexScript, engineScript, queryFile] = process.argv.slice(2);
const context = {};
context.window = context;
vm.createContext(context);
vm.runInContext(fs.readFileSync(indexScript, "utf8"), context);
vm.runInContext(fs.readFileSync(engineScript, "utf8"), context);
const engine = context.napkinSearchEngine(context.napkinSearchIndex);
const queries = JSON.parse(fs.readFileSync(queryFile, "utf8"));
const results = queries.map((query) => engine.search(query).map((result) => [
  result.page[1], result.section[2], result.page[0], result.page[2], result.page[3],
  result.section[1], result.score]));
process.stdout.write(JSON.stringify({ results: results, loaded: queries.map(() => []) }));
