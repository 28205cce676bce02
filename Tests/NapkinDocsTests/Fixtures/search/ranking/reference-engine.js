// The ranking engine as it was before the index was sharded (search.js before issue 14),
// kept as the reference the sharded engine must rank exactly as: it reads one whole index.
window.napkinSearchEngine = function (index) {
  "use strict";
  if (!index || !Array.isArray(index.pages) || !Array.isArray(index.sections) ||
      !index.terms || typeof index.terms !== "object") { return null; }
  var sortedTerms = Object.keys(index.terms).sort();
  // Scores of the weight codes: 0 a keyword (a symbol or member name), 1-5 the
  // count in the text, 6 a heading, 7 the title. Keywords rank a page like its
  // title but do not count towards choosing the section shown.
  var codeScores = [100, 1, 2, 3, 4, 5, 20, 100];
  var stopWords = {};
  ("a an and are as at be by for from in is it of on or that the this to with")
    .split(" ").forEach(function (word) { stopWords[word] = true; });

  function tokens(text) {
    var words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) || [];
    return words.filter(function (word) {
      return word.length > 1 && word.length <= 40 && !stopWords[word];
    });
  }

  // Edit distance with transpositions, giving up once it exceeds `limit`.
  function distance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit) { return limit + 1; }
    var before = [], previous = [], current = [], i, j;
    for (j = 0; j <= b.length; j++) { previous[j] = j; }
    for (i = 1; i <= a.length; i++) {
      current = [i];
      var best = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          value = Math.min(value, before[j - 2] + 1);
        }
        current[j] = value;
        if (value < best) { best = value; }
      }
      if (best > limit) { return limit + 1; }
      before = previous;
      previous = current;
    }
    return previous[b.length];
  }

  // The index terms a query word stands for, each with a quality factor.
  function candidates(word) {
    var found = [];
    if (Object.prototype.hasOwnProperty.call(index.terms, word)) {
      found.push({ term: word, quality: 1 });
    }
    if (word.length >= 3) {
      var low = 0, high = sortedTerms.length;
      while (low < high) {
        var middle = (low + high) >> 1;
        if (sortedTerms[middle] < word) { low = middle + 1; } else { high = middle; }
      }
      for (var k = low; k < sortedTerms.length && found.length < 60; k++) {
        var term = sortedTerms[k];
        if (term.lastIndexOf(word, 0) !== 0) { break; }
        if (term !== word) { found.push({ term: term, quality: 0.6 }); }
      }
    }
    if (found.length === 0 && word.length >= 4) {
      var limit = word.length >= 8 ? 2 : 1;
      sortedTerms.forEach(function (term) {
        var d = distance(word, term, limit);
        if (d <= limit) { found.push({ term: term, quality: d === 1 ? 0.5 : 0.35 }); }
      });
    }
    return found;
  }

  // Pages matching every query word, best first, each with its best section.
  function search(query) {
    var words = tokens(query);
    if (words.length === 0) { return []; }
    var pageScores = {}, sectionScores = {}, sectionWords = {}, matchedWords = {};
    var displayScores = {};
    for (var w = 0; w < words.length; w++) {
      var bestInPage = {}, hitSections = {};
      var found = candidates(words[w]);
      if (found.length === 0) { return []; }
      found.forEach(function (candidate) {
        var postings = index.terms[candidate.term];
        var section = 0;
        for (var p = 0; p < postings.length; p++) {
          // Each posting is (section delta << 3) | weight code.
          section += Math.floor(postings[p] / 8);
          var code = postings[p] % 8;
          var score = codeScores[code] * candidate.quality;
          var page = index.sections[section][0];
          sectionScores[section] = (sectionScores[section] || 0) + score;
          displayScores[section] = (displayScores[section] || 0) + (code === 0 ? 0 : score);
          hitSections[section] = true;
          if (!bestInPage[page] || bestInPage[page] < score) { bestInPage[page] = score; }
        }
      });
      Object.keys(hitSections).forEach(function (section) {
        sectionWords[section] = (sectionWords[section] || 0) + 1;
      });
      Object.keys(bestInPage).forEach(function (page) {
        pageScores[page] = (pageScores[page] || 0) + bestInPage[page];
        matchedWords[page] = (matchedWords[page] || 0) + 1;
      });
    }
    // The section shown for a page is the one holding the most query words, then
    // the highest scoring; a section holding them all is a phrase-like match.
    var bestSection = {};
    Object.keys(sectionScores).forEach(function (section) {
      var page = index.sections[section][0];
      var current = bestSection[page];
      if (current === undefined || sectionWords[section] > sectionWords[current] ||
          (sectionWords[section] === sectionWords[current] &&
           displayScores[section] > displayScores[current])) {
        bestSection[page] = section;
      }
    });
    var lowered = query.trim().toLowerCase();
    var results = [];
    Object.keys(pageScores).forEach(function (page) {
      if (matchedWords[page] !== words.length) { return; }
      var info = index.pages[page];
      var score = pageScores[page];
      if (words.length > 1 && sectionWords[bestSection[page]] === words.length) { score += 30; }
      var title = info[0].toLowerCase();
      if (title === lowered) { score += 1000; } else if (title.lastIndexOf(lowered, 0) === 0) { score += 50; }
      results.push({ page: info, section: index.sections[bestSection[page]], score: score });
    });
    results.sort(function (a, b) {
      return b.score - a.score || a.page[0].length - b.page[0].length ||
        (a.page[0] < b.page[0] ? -1 : a.page[0] > b.page[0] ? 1 : 0);
    });
    return results.slice(0, 20);
  }

  return { search: search, tokens: tokens };
};
