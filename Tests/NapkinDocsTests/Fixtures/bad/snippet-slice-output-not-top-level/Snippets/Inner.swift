func greet() {
    // snippet.inside
    print("hello")
    // snippet.end
}
greet()
