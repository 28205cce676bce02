extension Duration {
    /// The duration in seconds, with its fraction: what a build's summary and timings show.
    package var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
