// A snippet whose fourth line does not compile.
struct Box {}

let count: Int = Box()
print(count)
