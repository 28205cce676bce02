import Foundation
import NapkinDocsCore
internal import NapkinLocking

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the site atomically: into a new folder beside the output, then swapped in.
///
/// 1. Recover from a build killed mid-swap (the previous site is put back), and remove any
///    leftover temporary folder of an earlier, interrupted build.
/// 2. Write every file, and the manifest, into `.<name>.napkin-docs-new` beside the output
///    (pages as soon as they are rendered, through a ``Session``).
/// 3. Move the old output to `.<name>.napkin-docs-old`, move the new folder into place, and
///    remove the old one (without following links).
/// A failure before step 3 leaves the previous output byte-identical.
package struct SiteWriter: Sendable {
    /// The checked output folder.
    package let output: OutputFolder

    /// Creates a writer.
    /// - Parameter output: The output folder (already validated).
    package init(output: OutputFolder) {
        self.output = output
    }

    /// The temporary folder the new site is written to.
    var newFolder: String { sibling("new") }
    /// Where the previous site waits while the new one is moved in.
    var oldFolder: String { sibling("old") }

    /// Puts back a site left aside by a killed build and removes leftover temporary folders.
    package func recover() {
        if FileTree.type(of: output.absolutePath) == nil, FileTree.type(of: oldFolder) == .directory
        {
            rename(oldFolder, output.absolutePath)
        }
        FileTree.removeTree(newFolder)
        FileTree.removeTree(oldFolder)
    }

    /// Starts a new site in the temporary folder, after recovering from a killed build; files
    /// are then written with ``Session/write(_:)`` (from any thread) until ``commit(_:)``.
    /// - Returns: The session that writes the new site's files.
    /// - Throws: A ``Diagnostic`` when the temporary folder cannot be made.
    package func begin() throws(Diagnostic) -> Session {
        recover()
        do {
            try FileManager.default.createDirectory(
                atPath: newFolder, withIntermediateDirectories: true)
        } catch {
            throw .error("cannot write the site: \(error.localizedDescription)", path: output.path)
        }
        return Session(folder: newFolder)
    }

    /// Finishes the new site: writes its manifest, then swaps it in for the old one.
    /// - Parameter session: The session every file was written through.
    /// - Throws: A ``Diagnostic`` when a file could not be written or the swap failed; the old
    ///   site is then untouched and the temporary folder is removed.
    package func commit(_ session: Session) throws(Diagnostic) {
        let (paths, failure) = session.finish()
        if let failure {
            session.abandon()
            throw .error("cannot write the site: \(failure)", path: output.path)
        }
        let manifest = paths.sorted().joined(separator: "\n") + "\n"
        if let failure = Self.writeFile(
            Data(manifest.utf8), to: newFolder + "/" + OutputFolder.manifestName)
        {
            session.abandon()
            throw .error("cannot write the site: \(failure)", path: output.path)
        }
        StageBoundary.reached("write")
        let hadOutput = FileTree.type(of: output.absolutePath) != nil
        if hadOutput, rename(output.absolutePath, oldFolder) != 0 {
            session.abandon()
            throw .error("cannot move the previous site aside (errno \(errno))", path: output.path)
        }
        // Between the two renames the output is missing; `recover()` puts the old site back if
        // the build is killed here.
        StageBoundary.reached("swap")
        guard rename(newFolder, output.absolutePath) == 0 else {
            let code = errno
            if hadOutput { rename(oldFolder, output.absolutePath) }
            session.abandon()
            throw .error("cannot move the new site into place (errno \(code))", path: output.path)
        }
        StageBoundary.reached("cleanup")
        FileTree.removeTree(oldFolder)
    }

    /// Writes the files of one new site into its temporary folder, from any thread, so that
    /// pages can be written by the workers that render them.
    package final class Session: Sendable {
        /// The temporary folder.
        let folder: String
        /// Where the articles' parts of the print pages are set aside while pages are
        /// rendered; `nil` if it could not be made (they then stay in memory).
        let printSpill: SpillFile?
        /// The folders made so far, the paths written, and the failures, in writing order.
        private let state = SanitizedMutex<
            (folders: Set<String>, paths: [String], failures: [String])
        >(([], [], []))

        /// Creates a session writing into `folder`, which exists.
        init(folder: String) {
            self.folder = folder
            printSpill = SpillFile(folder: folder)
        }

        /// Writes one file (making its folder if needed); a failure is kept for ``commit(_:)``.
        /// - Parameter file: The file; its path is relative and unique in the site.
        package func write(_ file: SiteFile) {
            let parent = (file.path as NSString).deletingLastPathComponent
            if !parent.isEmpty, !state.withLock({ $0.folders.contains(parent) }) {
                // Making a folder twice is harmless; only the record is shared.
                try? FileManager.default.createDirectory(
                    atPath: folder + "/" + parent, withIntermediateDirectories: true)
                state.withLock { _ = $0.folders.insert(parent) }
            }
            let failure = SiteWriter.writeFile(file.contents, to: folder + "/" + file.path)
            state.withLock { state in
                state.paths.append(file.path)
                if let failure { state.failures.append("\(file.path): \(failure)") }
            }
        }

        /// The paths written, and the first failure (in path order), if any.
        fileprivate func finish() -> (paths: [String], failure: String?) {
            let (paths, failure) = state.withLock { ($0.paths, $0.failures.sorted().first) }
            if failure == nil, printSpill?.readFailed == true {
                return (paths, "the print pages' articles could not be read back from disk")
            }
            return (paths, failure)
        }

        /// Removes the temporary folder: the build failed, and the old site stays.
        package func abandon() {
            FileTree.removeTree(folder)
        }
    }

    /// Creates (or truncates) the file at `path` and writes `contents` into it.
    ///
    /// `Data.write(to:)` calls `fsync` on every file, which made writing the site the slowest
    /// stage of a build on a busy disk. The build's atomicity does not rest on it: the new
    /// folder is only swapped in once every file is written, and a failed build removes it.
    /// (What this gives up is a guarantee against a power cut in the instant after the swap.)
    /// - Parameters:
    ///   - contents: The bytes.
    ///   - path: The absolute path of the new file.
    /// - Returns: `nil` on success, or the reason the file could not be written.
    static func writeFile(_ contents: Data, to path: String) -> String? {
        // The same mode as Foundation's (0o666, less the umask); a link there is never followed.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure: String?
        contents.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        return failure
    }

    /// The C library's `write`, which the method `write(_:)` hides inside this type.
    private static func systemWrite(
        _ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int
    ) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    /// A hidden folder beside the output, named after it.
    private func sibling(_ suffix: String) -> String {
        let parent = (output.absolutePath as NSString).deletingLastPathComponent
        let name = (output.absolutePath as NSString).lastPathComponent
        return (parent as NSString).appendingPathComponent(".\(name).napkin-docs-\(suffix)")
    }
}
