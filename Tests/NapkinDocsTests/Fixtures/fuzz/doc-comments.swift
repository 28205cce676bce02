/// A doc comment.
///
/// ```swift
/// let a = 1
/// ```
struct A {}

/// Form feed  and line separator   inside.
/// ```swift run
/// print("x")
/// ```
/// ```output
/// x
/// ```
func f() {}
	/// ```swift requires=Foo.Bar
	/// ```
