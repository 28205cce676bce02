import Foundation

/// Reads source files as UTF-8 text, turning every failure into a located ``Diagnostic``.
public enum SourceFile {
    /// Reads the file at `url` as UTF-8 text.
    /// - Parameters:
    ///   - url: The file to read.
    ///   - path: The file's path as shown in diagnostics.
    /// - Returns: The file's text.
    /// - Throws: A ``Diagnostic`` when the file cannot be read, or at the first byte that is not
    ///   valid UTF-8.
    public static func read(_ url: URL, path: String) throws(Diagnostic) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        {
            throw Diagnostic.error("cannot read the file: it is a directory", path: path)
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
    public static func decode(_ data: Data, path: String) throws(Diagnostic) -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var location = SourceLocation(line: 1, column: 1)
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded):
                offset += encoded.count
                if encoded.count == 1 && encoded.first == UInt8(ascii: "\n") {
                    location = SourceLocation(line: location.line + 1, column: 1)
                } else {
                    location.column += encoded.count
                }
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
