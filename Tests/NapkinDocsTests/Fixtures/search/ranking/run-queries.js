// Runs search queries against a generated index with the site's own search.js, in node.
// Usage: node run-queries.js <site folder> <search.js> <queries.json>
// Each query starts afresh, as on a newly opened page: search-index.js, then search.js, then
// the shards the engine asks for, round after round, until it answers. Prints, as JSON,
// {"results": for each query [[href, anchor, title, kind, summary, heading, score], …] in
// rank order, "loaded": for each query the names of the shards it loaded, in order}.
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");
const [site, engineScript, queryFile] = process.argv.slice(2);
const queries = JSON.parse(fs.readFileSync(queryFile, "utf8"));
const answers = queries.map((query) => {
  const context = {
    document: {
      documentElement: { getAttribute: () => "" },
      querySelector: () => null,
      getElementById: () => null,
    },
  };
  context.window = context;
  vm.createContext(context);
  vm.runInContext(fs.readFileSync(path.join(site, "search-index.js"), "utf8"), context);
  vm.runInContext(fs.readFileSync(engineScript, "utf8"), context);
  context.napkinSearchShards = context.napkinSearchShards || {};
  const engine = context.napkinSearchEngine(context.napkinSearchIndex, context.napkinSearchShards);
  const loaded = [];
  for (;;) {
    const answer = engine.search(query);
    if (answer.results !== null) {
      return { results: answer.results.map(row), loaded: loaded };
    }
    answer.missing.forEach((name) => {
      if (loaded.includes(name)) { throw new Error(name + " loaded but did not register"); }
      const file = path.join(site, "search", name + ".js");
      vm.runInContext(fs.readFileSync(file, "utf8"), context);
      loaded.push(name);
    });
  }
});

function row(result) {
  const page = result.page, section = result.section;
  return [page[1], section ? section[2] : "", page[0], page[2], page[3],
    section ? section[1] : "", result.score];
}
process.stdout.write(JSON.stringify({
  results: answers.map((answer) => answer.results),
  loaded: answers.map((answer) => answer.loaded),
}));
