import Foundation

/// Reads source files as UTF-8 text, turning every failure into a located ``Diagnostic``.
package enum SourceFile {
    /// The largest source file read, in bytes (8 MiB).
    ///
    /// Real articles are a few tens of kilobytes. Much larger input is refused before it is read,
    /// with a message, rather than held in memory several times over while it is rendered.
    package static let sizeLimit = 8 << 20

    /// Reads the file at `url` as UTF-8 text.
    /// - Parameters:
    ///   - url: The file to read.
    ///   - path: The file's path as shown in diagnostics.
    /// - Returns: The file's text.
    /// - Throws: A ``Diagnostic`` when the file cannot be read, or at the first byte that is not
    ///   valid UTF-8.
    package static func read(_ url: URL, path: String) throws(Diagnostic) -> String {
        // One `stat` (through links, as reading goes): FileManager's attributes also look up
        // the owner's and group's names, a cost per article on a large site.
        var status = stat()
        if stat(url.path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw Diagnostic.error("cannot read the file: it is a directory", path: path)
            }
            if Int(status.st_size) > sizeLimit {
                throw Diagnostic.error(
                    "the file is \(megabytes(Int(status.st_size))) MB, over the \(megabytes(sizeLimit)) MB limit for one source file; split it into several",
                    path: path)
            }
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw Diagnostic.error("cannot read the file: \(reason(for: error))", path: path)
        }
        return try decode(data, path: path)
    }

    /// Decodes `data` as UTF-8.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path as shown in diagnostics.
    /// - Returns: The text.
    /// - Throws: A ``Diagnostic`` located at the first byte that is not valid UTF-8.
    package static func decode(_ data: Data, path: String) throws(Diagnostic) -> String {
        if let text = String(validating: data, as: UTF8.self) {
            // A byte-order mark is not part of the text: editors hide it, and cmark skips it.
            guard text.unicodeScalars.first == "\u{FEFF}" else { return text }
            return String(text.unicodeScalars.dropFirst())
        }
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var location = SourceLocation(line: 1, column: 1)
        var offset = 0
        var afterCarriageReturn = false
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded):
                offset += encoded.count
                // Lines end as cmark ends them: at `\n`, `\r\n` or a lone `\r`.
                let byte = encoded.count == 1 ? encoded.first : nil
                if byte == UInt8(ascii: "\n") && afterCarriageReturn {
                    // The second half of `\r\n`: the line was already counted.
                } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    location = SourceLocation(line: location.line + 1, column: 1)
                } else if offset == 3 && location.line == 1 && Array(encoded) == [0xEF, 0xBB, 0xBF]
                {
                    // A byte-order mark takes no column.
                } else {
                    location.column += encoded.count
                }
                afterCarriageReturn = byte == UInt8(ascii: "\r")
            case .error:
                let byte = data[data.startIndex + offset]
                throw Diagnostic.error(
                    "the file is not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))",
                    path: path, at: location)
            case .emptyInput:
                throw Diagnostic.error("the file is not valid UTF-8", path: path)
            }
        }
    }

    /// A byte count in megabytes (MiB), with one decimal when it is not whole.
    /// - Parameter bytes: A size in bytes.
    /// - Returns: Text such as `8` or `22.3`.
    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    /// A short reason for a failed read, without Foundation's long wording when it can be helped.
    /// - Parameter error: The error thrown by `Data(contentsOf:)`.
    /// - Returns: A lower-case reason such as `no such file`.
    private static func reason(for error: any Error) -> String {
        let nsError = error as NSError
        switch nsError.code {
        case NSFileReadNoSuchFileError: return "no such file"
        case NSFileReadNoPermissionError: return "permission denied"
        default:
            if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
                let reason = String(validatingCString: strerror(Int32(underlying.code)))
            {
                return reason.lowercased()
            }
            return nsError.localizedDescription
        }
    }
}
