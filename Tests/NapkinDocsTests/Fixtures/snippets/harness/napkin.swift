// A stand-in for the napkin module: generated snippet files `import napkin`, and these
// fixtures use nothing from it, so the compile tests need not build the framework.

/// A placeholder, so that the stand-in module is not empty.
public enum NapkinStandIn {}
