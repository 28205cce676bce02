/// A document's model as the passes read it: every node in one array, in document order, each
/// with the index just past its subtree.
///
/// The flat form is what makes the model cheap to build, walk and free: a document is one
/// allocation of nodes instead of one array per container, a walk moves an index instead of
/// copying nodes onto its stack, and freeing it frees one array. A node's children are the
/// nodes from its index + 1 up to its ``Node/end``, each child followed by its own subtree.
///
/// ``MarkdownNode`` is the same model as a nested value, for code that builds or edits a
/// document (a doc comment's parts, tests); ``init(_:)`` and ``root`` convert between the two.
package struct MarkdownTree: Hashable, Sendable {
    /// One node: what it is, where it was written, and where its subtree ends.
    package struct Node: Hashable, Sendable {
        /// What the node is, with its values.
        package var kind: MarkdownNode.Kind
        /// Where cmark says the node starts and ends in the parsed text.
        package var range: SourceRange
        /// ``end`` in 32 bits, as ``SourceRange`` keeps its numbers: a model holds one per
        /// node, and half the width is a sixth of a node.
        private var storedEnd: Int32

        /// The index just past the node's last descendant (its own index + 1 for a leaf).
        package var end: Int {
            get { Int(storedEnd) }
            set { storedEnd = Int32(newValue) }
        }

        /// Creates a node; its ``end`` is set when its subtree is complete.
        init(_ kind: MarkdownNode.Kind, range: SourceRange, end: Int) {
            self.kind = kind
            self.range = range
            storedEnd = Int32(end)
        }
    }

    /// The nodes in document order; the first is the root.
    ///
    /// Passes read a node in place (`tree.nodes[index].kind`) rather than copying it out,
    /// which would retain and release the values it holds.
    package private(set) var nodes: [Node]

    /// Creates an empty tree, for ``MarkdownTree/Builder``; the root is added first.
    private init(nodes: [Node]) {
        self.nodes = nodes
    }

    /// Makes the node at `index` another kind of node, its range and subtree kept (a block
    /// quote that becomes an aside, its first text without the tag).
    mutating func setKind(_ kind: MarkdownNode.Kind, at index: Int) {
        nodes[index].kind = kind
    }

    /// Whether the node at `index` holds other nodes.
    func hasChildren(_ index: Int) -> Bool {
        nodes[index].end > index + 1
    }

    /// The indices of the children of the node at `index`, in order.
    package func children(of index: Int) -> Children {
        Children(tree: self, parent: index)
    }

    /// The children of one node, as indices into the tree.
    package struct Children: Sequence {
        /// The tree.
        let tree: MarkdownTree
        /// The parent's index.
        let parent: Int

        /// An iterator that steps from one child to the next over each child's subtree.
        package struct Iterator: IteratorProtocol {
            /// The tree.
            let tree: MarkdownTree
            /// The next child's index.
            var position: Int
            /// The parent's end.
            let end: Int

            /// Returns the next child's index, or `nil` after the last.
            package mutating func next() -> Int? {
                guard position < end else { return nil }
                defer { position = tree.nodes[position].end }
                return position
            }
        }

        /// An iterator over the children.
        package func makeIterator() -> Iterator {
            Iterator(tree: tree, position: parent + 1, end: tree.nodes[parent].end)
        }
    }
}

extension MarkdownTree {
    /// Builds a tree in document order: a container is opened, its children added, then it is
    /// closed, which records where its subtree ends.
    package struct Builder {
        /// The tree so far.
        private var tree = MarkdownTree(nodes: [])
        /// The indices of the open containers, outermost first.
        private var open: [Int] = []

        /// Creates an empty builder.
        /// - Parameter capacity: How many nodes to make room for at once.
        package init(capacity: Int = 0) {
            tree.nodes.reserveCapacity(capacity)
        }

        /// Adds a node without children.
        package mutating func leaf(_ kind: MarkdownNode.Kind, range: SourceRange) {
            tree.nodes.append(Node(kind, range: range, end: tree.nodes.count + 1))
        }

        /// Adds a container; the nodes added until ``close()`` are its subtree.
        package mutating func open(_ kind: MarkdownNode.Kind, range: SourceRange) {
            open.append(tree.nodes.count)
            tree.nodes.append(Node(kind, range: range, end: 0))
        }

        /// Closes the innermost open container.
        package mutating func close() {
            let index = open.removeLast()
            tree.nodes[index].end = tree.nodes.count
        }

        /// Closes the containers left open and returns the tree (an empty document if nothing
        /// was added).
        package mutating func finish() -> MarkdownTree {
            while !open.isEmpty { close() }
            if tree.nodes.isEmpty { leaf(.document, range: SourceRange()) }
            return tree
        }
    }

    /// Flattens a nested model.
    /// - Parameter root: The root node and its subtree.
    package init(_ root: MarkdownNode) {
        var builder = Builder()
        builder.append(root)
        self = builder.finish()
    }

    /// The model as a nested value, built anew from the flat nodes.
    var root: MarkdownNode {
        node(at: 0)
    }

    /// The subtree at `index` as a nested value.
    ///
    /// The walk keeps its own stack, so a subtree nested 10,000 deep cannot overflow the
    /// thread's stack.
    func node(at index: Int) -> MarkdownNode {
        var open = [MarkdownNode(nodes[index].kind, range: nodes[index].range)]
        var ends = [nodes[index].end]
        var next = index + 1
        while let end = ends.last {
            if next < end {
                open.append(MarkdownNode(nodes[next].kind, range: nodes[next].range))
                ends.append(nodes[next].end)
                next += 1
                continue
            }
            ends.removeLast()
            let finished = open.removeLast()
            guard !open.isEmpty else { return finished }
            open[open.count - 1].children.append(finished)
        }
        preconditionFailure("the walk returns at its root")
    }
}

extension MarkdownTree.Builder {
    /// Adds a nested node and its subtree, in document order.
    mutating func append(_ node: MarkdownNode) {
        // Each entry is a node whose children are being added, and the next child's index.
        var pending: [(node: MarkdownNode, next: Int)] = [(node, 0)]
        open(node.kind, range: node.range)
        while let last = pending.indices.last {
            let index = pending[last].next
            guard index < pending[last].node.children.count else {
                pending.removeLast()
                close()
                continue
            }
            pending[last].next = index + 1
            let child = pending[last].node.children[index]
            open(child.kind, range: child.range)
            pending.append((child, 0))
        }
    }
}
