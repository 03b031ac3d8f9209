// A UICollectionViewLayout over ChatLayoutEngine: UIKit's calls forwarded in the order UIKit makes them (one cell per
// message, supplementary views for the other kinds, section backgrounds as decorations). Compiled where UIKit is.
#if canImport(UIKit)
import ChatLayout
import ChatModel
import UIKit

final class ChatCollectionViewLayout: UICollectionViewLayout {
    var engine: ChatLayoutEngine                    // made with the collection view's width and height
    var pendingUpdate: (BatchUpdate, SectionedTranscript)?   // set before performBatchUpdates
    private var transition: LayoutTransition?

    init(engine: ChatLayoutEngine) { self.engine = engine; super.init() }
    required init?(coder: NSCoder) { nil }

    // 1. prepare(): the engine is always laid out; only the viewport can change here (the keyboard).
    override func prepare() {
        super.prepare()
        guard let view = collectionView, view.bounds.height != engine.viewportHeight else { return }
        let offset = view.contentOffset.y
        if let change = try? engine.setViewportHeight(view.bounds.height) {
            view.contentOffset.y = change.contentOffset(from: offset)
        }
    }

    override var collectionViewContentSize: CGSize { engine.contentSize }

    // 2. layoutAttributesForElements(in:): one binary search, then the elements in the rect.
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let visible = collectionView?.bounds ?? rect
        return engine.elements(in: rect, visibleRect: visible).map { attributes(for: $0.id, frame: $0.frame, alpha: 1, zIndex: $0.zIndex) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        engine.frames(at: ItemPath(indexPath))
            .map { attributes(for: .message(ItemPath(indexPath)), frame: $0.frame, alpha: 1, zIndex: 0) }
    }

    override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        let id = ElementID(kind: ElementKind(rawValue: kind), path: ItemPath(indexPath))
        return engine.frame(of: id, visibleRect: collectionView?.bounds ?? .zero)
            .map { attributes(for: id, frame: $0, alpha: 1, zIndex: 0) }
    }

    // Avatars and the pinned header float with the visible rect: lay out again while scrolling.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    // 3. prepare(forCollectionViewUpdates:): apply the batch; keep the transition for the animation.
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        guard let (update, model) = pendingUpdate, var applied = try? engine.apply(update, model: model) else { return }
        applied.contentOffset = collectionView?.contentOffset.y ?? 0
        applied.styles = .iMessage
        transition = applied
        pendingUpdate = nil
    }

    // 4. targetContentOffset: what the reader saw stays in place, within the new content.
    override func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        guard let transition else { return proposed }
        return CGPoint(x: proposed.x, y: transition.targetContentOffset)
    }

    // 5. initial and final attributes: cells and supplementary views alike.
    override func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        initial(.message(ItemPath(indexPath)))
    }

    override func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        final(.message(ItemPath(indexPath)))
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        initial(ElementID(kind: ElementKind(rawValue: kind), path: ItemPath(indexPath)))
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        final(ElementID(kind: ElementKind(rawValue: kind), path: ItemPath(indexPath)))
    }

    // 6. finalizeCollectionViewUpdates(): the animation is set up; the layout before it can go.
    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        transition = nil
    }

    private func initial(_ id: ElementID) -> UICollectionViewLayoutAttributes? {
        transition?.initialAttributes(for: id).map { attributes(for: id, frame: $0.frame, alpha: $0.alpha, zIndex: $0.zIndex) }
    }

    private func final(_ id: ElementID) -> UICollectionViewLayoutAttributes? {
        transition?.finalAttributes(for: id).map { attributes(for: id, frame: $0.frame, alpha: $0.alpha, zIndex: $0.zIndex) }
    }

    private func attributes(for id: ElementID, frame: CGRect, alpha: CGFloat, zIndex: Int) -> UICollectionViewLayoutAttributes {
        let indexPath = IndexPath(item: id.path.item, section: id.path.section)
        let attributes = id.kind == .message
            ? UICollectionViewLayoutAttributes(forCellWith: indexPath)
            : UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: id.kind.rawValue, with: indexPath)
        attributes.frame = frame
        attributes.alpha = alpha
        attributes.zIndex = zIndex
        return attributes
    }
}

extension ItemPath {
    init(_ indexPath: IndexPath) { self.init(section: indexPath.section, item: indexPath.item) }
}
#endif
