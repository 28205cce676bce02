// snippet.greet
print("hello")
// snippet.end
