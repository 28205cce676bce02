// Runs search queries against a generated index with the site's own search.js, in node.
// Usage: node run-queries.js <search-index.js> <search.js> <queries.json>
// Prints, for each query, the [href, anchor] of every result in rank order, as JSON.
"use strict";
const fs = require("fs");
const vm = require("vm");
const context = {
  document: {
    documentElement: { getAttribute: () => "" },
    querySelector: () => null,
    getElementById: () => null,
  },
};
context.window = context;
vm.createContext(context);
vm.runInContext(fs.readFileSync(process.argv[2], "utf8"), context);
vm.runInContext(fs.readFileSync(process.argv[3], "utf8"), context);
const engine = context.napkinSearchEngine(context.napkinSearchIndex);
const queries = JSON.parse(fs.readFileSync(process.argv[4], "utf8"));
const results = queries.map((query) =>
  engine.search(query).map((result) => [result.page[1], result.section ? result.section[2] : ""]));
process.stdout.write(JSON.stringify(results));
