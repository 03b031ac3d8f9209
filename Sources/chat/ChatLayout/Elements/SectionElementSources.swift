import Foundation

/// A section's date header pill.
struct DateHeaderElements: SectionElementSource {
    let kind = ElementKind.dateHeader
    let zIndex = 1

    func frame(of placement: SectionPlacement, in layout: ChatLayoutEngine) -> CGRect? {
        layout.dateHeaderFrame(placement)
    }
}

/// The decoration behind a whole section.
struct SectionBackgroundElements: SectionElementSource {
    let kind = ElementKind.sectionBackground
    let zIndex = -1

    func frame(of placement: SectionPlacement, in layout: ChatLayoutEngine) -> CGRect? {
        layout.configuration.showsSectionBackgrounds ? layout.sectionFrame(placement) : nil
    }
}

/// The space below a section's last message.
struct SectionFooterElements: SectionElementSource {
    let kind = ElementKind.sectionFooter
    let zIndex = 0

    func frame(of placement: SectionPlacement, in layout: ChatLayoutEngine) -> CGRect? {
        let height = layout.configuration.sectionFooterHeight
        guard height > 0 else { return nil }
        return layout.band(y: layout.top(ofRow: layout.footerRow(placement.section)), height: height)
    }
}
