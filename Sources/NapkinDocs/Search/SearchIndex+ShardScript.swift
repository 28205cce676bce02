import NapkinDocsCore

extension SearchIndex {
    /// The folder, relative to the site root, that holds the shards of the index.
    static let shardFolder = "search"

    /// Returns a shard as a script that registers `body` under `name` when loaded.
    ///
    /// Each shard adds itself to `window.napkinSearchShards`, which it creates when it is the
    /// first: the search box loads shards with script elements (browsers refuse `fetch` on
    /// `file://`), in any order and before or after `search.js`.
    /// - Parameters:
    ///   - name: The shard's name, such as `terms-3`; the file is `search/terms-3.js`.
    ///   - body: A JavaScript expression, as UTF-8.
    /// - Returns: The shard's file.
    static func shard(_ name: String, body: [UInt8]) -> SearchFile {
        var script: [UInt8] = []
        script.reserveCapacity(body.count + 96)
        script += "(window.napkinSearchShards = window.napkinSearchShards || {})[\"".utf8
        script += name.utf8
        script += "\"] =\n".utf8
        script += body
        script += ";\n".utf8
        return SearchFile(path: shardFolder + "/" + name + ".js", contents: script)
    }
}
