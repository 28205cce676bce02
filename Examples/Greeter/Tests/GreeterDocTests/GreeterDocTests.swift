// The one file this test target needs on disk: the SnippetTests plugin generates the tests of
// the Greeter catalog, its doc comments and this package's README beside it.
