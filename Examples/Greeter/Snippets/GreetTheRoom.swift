// Greets everyone in a room, the warm way; `swift run GreetTheRoom` runs it.
import Greeter

// snippet.hide
let room = ["Ada", "Grace"]
// snippet.show
let greeter = Greeter(tone: .warm)
for name in room {
    print(greeter.greeting(for: name))
}
