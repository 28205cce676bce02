import NapkinDocsCore

extension SiteAssets {
    /// The ranking half of `search.js`: `window.napkinSearchEngine(head, shards)` returns an
    /// object whose `search(query)` gives the best pages first, each with the section to
    /// show, or the names of the shards it needs first. It touches no page element, so tests
    /// can run it in node.
    ///
    /// `head` is what `search-index.js` assigns, `shards` the object the shards add
    /// themselves to (see ``SearchIndex``). A search reads only shards already loaded; when
    /// one is missing it answers `{results: null, missing: [names]}`, and the caller loads
    /// them and asks again (a misspelled word takes three rounds: its term shards, then the
    /// spelling list, then the shards of the terms it is close to; a term on most pages of a
    /// large site one more, for its postings shards).
    ///
    /// Every query word must match a page (exactly, as a prefix of 3 letters or more, or,
    /// failing both, within an edit distance of 1, or 2 for words of 8 letters or more).
    /// A page scores the sum, over the words, of its best posting's weight; a section that
    /// holds every word adds a bonus, and a title equal to the query wins outright.
    ///
    /// The index's format (its version, weight codes, stop words and shard names) is written
    /// into the script from ``SearchFormat``.
    static let searchEngineScript = #"""
        // napkin-docs search: plain JavaScript, no libraries, no network.
        // The ranking engine is separate from the page code so it can be tested alone.
        window.napkinSearchEngine = function (head, shards) {
          "use strict";
          if (!head || head.version !== \#(SearchFormat.version) || !Array.isArray(head.titles) ||
              !Array.isArray(head.sectionCounts) || !Array.isArray(head.pageShards) ||
              !Array.isArray(head.termShards) || !Array.isArray(head.termCounts) ||
              !Array.isArray(head.wordShards) || !shards) { return null; }
          var has = Object.prototype.hasOwnProperty;
          // Scores of the weight codes: 0 a keyword (a symbol or member name), 1-5 the
          // count in the text, 6 a heading, 7 the title. Keywords rank a page like its
          // title but do not count towards choosing the section shown.
          var codeScores = [\#(SearchFormat.codeScores.map(String.init).joined(separator: ", "))];
          // A prefix stands for at most this many terms (its exact match included).
          var prefixLimit = 60;
          var stopWords = {};
          ("\#(SearchFormat.stopWords.sorted().joined(separator: " "))")
            .split(" ").forEach(function (word) { stopWords[word] = true; });

          // Postings number sections site-wide: the page of each section, and each page's first.
          var sectionPages = [], firstSections = [];
          head.sectionCounts.forEach(function (count, page) {
            firstSections.push(sectionPages.length);
            for (var s = 0; s < count; s++) { sectionPages.push(page); }
          });
          // The sorted terms of each term shard, once loaded.
          var sortedShards = {};

          function tokens(text) {
            var words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) || [];
            return words.filter(function (word) {
              return word.length > 1 && word.length <= \#(SearchFormat.maximumTermLength) && !stopWords[word];
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

          // The last entry of the ascending `list` that is <= `value`, or -1.
          function lastAtMost(list, value) {
            var low = 0, high = list.length;
            while (low < high) {
              var middle = (low + high) >> 1;
              if (list[middle] <= value) { low = middle + 1; } else { high = middle; }
            }
            return low - 1;
          }

          // A loaded shard, or null after adding its name to `missing`.
          function shard(name, missing) {
            if (has.call(shards, name)) { return shards[name]; }
            if (missing.indexOf(name) < 0) { missing.push(name); }
            return null;
          }

          // The term shard `number`, or null while it is missing.
          function termShard(number, missing) {
            var terms = shard("\#(SearchFormat.Shard.terms.prefix)" + number, missing);
            if (terms && !sortedShards[number]) { sortedShards[number] = Object.keys(terms).sort(); }
            return terms;
          }

          // A term's postings from its term shard's value, or null while missing: the value
          // is the postings, or, for a term too large for one shard, where its parts are.
          function postingsOf(value, missing) {
            if (Array.isArray(value)) { return value; }
            var parts = [];
            for (var k = value.parts[0]; k < value.parts[0] + value.parts[1]; k++) {
              parts.push(shard("\#(SearchFormat.Shard.postings.prefix)" + k, missing));
            }
            return parts.indexOf(null) >= 0 ? null : [].concat.apply([], parts);
          }

          // Gives each candidate its postings; false while some are missing.
          function withPostings(found, missing) {
            var complete = true;
            found.forEach(function (candidate) {
              candidate.postings = postingsOf(candidate.value, missing);
              if (!candidate.postings) { complete = false; }
            });
            return complete;
          }

          // The term shards that may hold `word` and the first terms it is a prefix of: the
          // shard whose range holds it, then the next ones while they start with it.
          function shardsFor(word) {
            var first = lastAtMost(head.termShards, word);
            var numbers = first >= 0 ? [first] : [];
            if (word.length >= 3 && head.termShards.length > 0) {
              if (first < 0) { numbers.push(0); }
              // `whole` counts the terms of the shards wholly within the prefix.
              var whole = 0;
              for (var k = Math.max(first, 0) + 1; k < head.termShards.length &&
                   head.termShards[k].lastIndexOf(word, 0) === 0 && whole < prefixLimit; k++) {
                numbers.push(k);
                whole += head.termCounts[k];
              }
            }
            return numbers;
          }

          // The index terms a query word stands for, each with a quality factor and its
          // postings, or null while a shard they need is missing.
          function candidates(word, missing) {
            var numbers = shardsFor(word);
            var loaded = numbers.map(function (number) { return termShard(number, missing); });
            if (loaded.indexOf(null) >= 0) { return null; }
            var found = [];
            // The first shard is the one whose range holds the word (when the word sorts
            // before every term, the first shard of all, which cannot hold it).
            if (loaded.length > 0 && has.call(loaded[0], word)) {
              found.push({ term: word, quality: 1, value: loaded[0][word] });
            }
            if (word.length >= 3) {
              // The shards are consecutive, so their sorted terms put together are sorted.
              var sortedTerms = [], owners = [];
              numbers.forEach(function (number, position) {
                sortedShards[number].forEach(function (term) {
                  sortedTerms.push(term);
                  owners.push(loaded[position]);
                });
              });
              var low = 0, high = sortedTerms.length;
              while (low < high) {
                var middle = (low + high) >> 1;
                if (sortedTerms[middle] < word) { low = middle + 1; } else { high = middle; }
              }
              for (var k = low; k < sortedTerms.length && found.length < prefixLimit; k++) {
                var term = sortedTerms[k];
                if (term.lastIndexOf(word, 0) !== 0) { break; }
                if (term !== word) { found.push({ term: term, quality: 0.6, value: owners[k][term] }); }
              }
            }
            if (found.length === 0 && word.length >= 4) { return nearCandidates(word, missing); }
            return withPostings(found, missing) ? found : null;
          }

          // The terms within the edit distance of a word that matched none, from the spelling
          // list's shards of the lengths that can be that close, or null while one is missing.
          function nearCandidates(word, missing) {
            var limit = word.length >= 8 ? 2 : 1;
            var spellings = [], complete = true;
            head.wordShards.forEach(function (lengths, number) {
              // Each spelling shard gives the shortest and the longest length it holds.
              if (lengths[0] > word.length + limit || lengths[1] < word.length - limit) { return; }
              var list = shard("\#(SearchFormat.Shard.words.prefix)" + number, missing);
              if (list) { spellings = spellings.concat(list); } else { complete = false; }
            });
            if (!complete) { return null; }
            var near = [];
            spellings.sort().forEach(function (term) {
              var d = distance(word, term, limit);
              if (d <= limit) { near.push({ term: term, quality: d === 1 ? 0.5 : 0.35 }); }
            });
            near.forEach(function (candidate) {
              var terms = termShard(lastAtMost(head.termShards, candidate.term), missing);
              if (terms) { candidate.value = terms[candidate.term]; } else { complete = false; }
            });
            return complete && withPostings(near, missing) ? near : null;
          }

          // Pages matching every query word, best first, each with its best section; or the
          // shards still missing to tell.
          function search(query) {
            var missing = [];
            var words = tokens(query);
            var lists = words.map(function (word) { return candidates(word, missing); });
            var empty = lists.some(function (found) { return found !== null && found.length === 0; });
            if (words.length === 0 || empty) { return { results: [], missing: [] }; }
            if (missing.length > 0) { return { results: null, missing: missing }; }
            var pageScores = {}, sectionScores = {}, sectionWords = {}, matchedWords = {};
            var displayScores = {};
            for (var w = 0; w < words.length; w++) {
              var bestInPage = {}, hitSections = {};
              lists[w].forEach(function (candidate) {
                var postings = candidate.postings;
                var section = 0;
                for (var p = 0; p < postings.length; p++) {
                  // Each posting is (section delta << \#(SearchFormat.codeBits)) | weight code.
                  section += Math.floor(postings[p] / \#(1 << SearchFormat.codeBits));
                  var code = postings[p] % \#(1 << SearchFormat.codeBits);
                  var score = codeScores[code] * candidate.quality;
                  var page = sectionPages[section];
                  sectionScores[section] = (sectionScores[section] || 0) + score;
                  displayScores[section] = (displayScores[section] || 0) + (code === \#(SearchFormat.keywordCode) ? 0 : score);
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
              var page = sectionPages[section];
              var current = bestSection[page];
              if (current === undefined || sectionWords[section] > sectionWords[current] ||
                  (sectionWords[section] === sectionWords[current] &&
                   displayScores[section] > displayScores[current])) {
                bestSection[page] = section;
              }
            });
            var lowered = query.trim().toLowerCase();
            var ranked = [];
            Object.keys(pageScores).forEach(function (page) {
              if (matchedWords[page] !== words.length) { return; }
              var title = head.titles[page];
              var score = pageScores[page];
              if (words.length > 1 && sectionWords[bestSection[page]] === words.length) { score += 30; }
              var lowerTitle = title.toLowerCase();
              if (lowerTitle === lowered) { score += 1000; } else if (lowerTitle.lastIndexOf(lowered, 0) === 0) { score += 50; }
              ranked.push({ page: Number(page), section: Number(bestSection[page]), title: title, score: score });
            });
            ranked.sort(function (a, b) {
              return b.score - a.score || a.title.length - b.title.length ||
                (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);
            });
            ranked = ranked.slice(0, 20);
            // Only the results shown need their page shards.
            var rows = ranked.map(function (result) {
              var number = lastAtMost(head.pageShards, result.page);
              var pages = shard("\#(SearchFormat.Shard.pages.prefix)" + number, missing);
              return pages && pages[result.page - head.pageShards[number]];
            });
            if (missing.length > 0) { return { results: null, missing: missing }; }
            var results = ranked.map(function (result, position) {
              var row = rows[position];
              var local = result.section - firstSections[result.page];
              var headings = row[4];
              var section = local === 0 ? [result.page, "", ""] :
                [result.page, headings[2 * local - 2], headings[2 * local - 1]];
              // The page's fields, then its module (in a site of several) after its headings.
              return { page: row.slice(0, 4).concat(row.slice(5, 6)), section: section,
                       score: result.score };
            });
            return { results: results, missing: [] };
          }

          return { search: search, tokens: tokens };
        };

        """#
}
