import Foundation
import NapkinDocs

// The command line is parsed and run by the library, where it is tested.
exit(await CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst())))
