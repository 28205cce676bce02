// Greets the reader, in two slices.

// snippet.hide
import Foundation
// snippet.show

// snippet.make
let greeting = "Hello"
// snippet.end

// snippet.print
func greet() {
    print(greeting)
}
// snippet.end
