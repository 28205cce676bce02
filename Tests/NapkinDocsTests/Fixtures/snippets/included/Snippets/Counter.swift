// Counts words, with a type, an extension and a function at the top level.
struct Counter {
    var words: [String]
}

extension Counter {
    var count: Int { words.count }
}

func describe(_ counter: Counter) -> String {
    "\(counter.count) words"
}

// snippet.count
let counter = Counter(words: ["one", "two", "three"])
print(describe(counter))
// snippet.end
// snippet.hide
await Task { print("from a task") }.value
// snippet.show
