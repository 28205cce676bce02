let tree = ["root", "child"]
