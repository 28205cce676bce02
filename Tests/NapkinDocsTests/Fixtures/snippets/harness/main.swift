import Testing

// Runs the Swift Testing tests compiled into this executable, as `swift test` does.
await Testing.__swiftPMEntryPoint() as Never
