import Foundation
import NapkinDocs
import NapkinDocsCore
import NapkinDocsTestSupport

// `napkin-docs` with `PauseHook` observing the build's stages (`NAPKIN_DOCS_PAUSE_AT`), for the
// interrupted-build tests, which kill it while it sleeps at a stage.
exit(
    await PauseHook().observing {
        await CommandLineTool.napkinDocs.run(arguments: Array(CommandLine.arguments.dropFirst()))
    })
