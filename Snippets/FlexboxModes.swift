// Flexbox as the browser lays it out (.web), or as Yoga does (.yoga, the default).
import FlexLayout

let root = FlexNode(id: "root", children: [FlexNode(id: "item", style: FlexStyle { $0.flexBasis = 100 })])
var web = try FlexTree(root: root, conformance: .web)                          // as Chromium lays it out
var yoga = try FlexTree(root: root)                                             // Yoga's layout, bit for bit
var classic = try FlexTree(root: root, conformance: .yoga(errata: .classic))    // with Yoga 1.x's errata
try web.computeLayout()
try yoga.computeLayout()
try classic.computeLayout()
print(web.frame(of: web.root).height, yoga.frame(of: yoga.root).height)         // 100.0 0.0: Yoga ignores the basis here
// snippet.hide
precondition(web.frame(of: web.root).height == 100 && yoga.frame(of: yoga.root).height == 0)
