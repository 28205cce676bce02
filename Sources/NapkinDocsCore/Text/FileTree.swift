import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File-system helpers that never follow symbolic links.
///
/// Everything here uses `lstat`, so a link is seen as a link: listing a folder does not descend
/// into a linked folder, and removing a tree removes the link, not what it points to.
package enum FileTree {
    /// What a path is, as `lstat` reports it.
    package enum EntryType: Sendable, Hashable {
        /// A folder.
        case directory
        /// A regular file.
        case file
        /// A symbolic link, a device, a socket, …
        case other
    }

    /// One entry below a folder.
    package struct Entry: Sendable, Hashable {
        /// The path relative to the listed folder.
        package var path: String
        /// What the entry is.
        package var type: EntryType
    }

    /// What `path` is, without following a final symbolic link.
    /// - Parameter path: The path to inspect.
    /// - Returns: Its type, or `nil` when nothing is there.
    package static func type(of path: String) -> EntryType? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// Lists every entry below `folder`, depth first, sorted by name at each level.
    /// - Parameter folder: The folder to list.
    /// - Returns: The entries, with paths relative to `folder`; links are listed, not entered.
    package static func entries(below folder: String) -> [Entry] {
        var result: [Entry] = []
        func walk(_ relative: String) {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []
            for name in names.sorted() {
                let child = relative.isEmpty ? name : relative + "/" + name
                let type = type(of: folder + "/" + child) ?? .other
                result.append(Entry(path: child, type: type))
                if type == .directory { walk(child) }
            }
        }
        walk("")
        return result
    }

    /// Removes `path` and everything below it, removing links themselves, never their targets.
    /// - Parameter path: The file, link or folder to remove.
    package static func removeTree(_ path: String) {
        guard let type = type(of: path) else { return }
        if type == .directory {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                removeTree(path + "/" + name)
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// Makes a path absolute against the current folder and removes `.` and `..`.
    package static func absolute(_ path: String) -> String {
        let base =
            path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: base).standardizedFileURL.path
    }

    /// Resolves symbolic links in a path, for comparisons only (never for writing).
    package static func resolvingLinks(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
