import NapkinDocsCore

extension SearchIndex {
    /// Returns a shard as a script that registers `body` under its name when loaded.
    ///
    /// Each shard adds itself to ``SearchFormat/shardsGlobal``, which it creates when it is the
    /// first: the search box loads shards with script elements (browsers refuse `fetch` on
    /// `file://`), in any order and before or after `search.js`.
    /// - Parameters:
    ///   - kind: The shard's kind.
    ///   - number: The shard's number among those of its kind; the shard `terms-3` is the
    ///     file `search/terms-3.js`.
    ///   - body: A JavaScript expression, as UTF-8.
    /// - Returns: The shard's file.
    static func shard(_ kind: SearchFormat.Shard, _ number: Int, body: [UInt8]) -> SearchFile {
        let name = kind.name(number)
        let shards = SearchFormat.shardsGlobal
        var script: [UInt8] = []
        script.reserveCapacity(body.count + 96)
        script += "(window.\(shards) = window.\(shards) || {})[\"".utf8
        script += name.utf8
        script += "\"] =\n".utf8
        script += body
        script += ";\n".utf8
        return SearchFile(path: SearchFormat.shardFolder + "/" + name + ".js", contents: script)
    }
}
