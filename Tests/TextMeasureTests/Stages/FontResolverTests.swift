import Testing
@testable import TextMeasure

/// Stage 2 alone: a face per grapheme cluster from the fallback chain.
@Suite struct FontResolverTests {
    let inter = StageFixtures.face("Inter"), arabic = StageFixtures.face("Noto Sans Arabic")
    let emoji = StageFixtures.face("Noto Color Emoji"), cjk = StageFixtures.face("Droid Sans Fallback")

    @Test func theChainIsTheManifestOrder() {
        #expect(StageFixtures.style.faces.map(\.family) == ["Inter", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
                                                           "Noto Sans Thai", "Droid Sans Fallback", "Noto Color Emoji"])
    }

    @Test func eachScriptGoesToTheFirstFaceThatCoversIt() throws {
        #expect(try StageFixtures.faces("a中😀") == [inter, cjk, emoji])
    }

    @Test func spacesBetweenArabicWordsStayArabicButNotAfterLatin() throws {
        // "ab مر حب": the first space follows Inter (the primary face: it is never kept for the next cluster, so the
        // space takes the first face that covers it); the second follows Arabic, which covers spaces, and keeps it.
        #expect(try StageFixtures.faces("ab مر حب") == [inter, inter, inter, arabic, arabic, arabic, arabic, arabic])
    }

    @Test func emojiPresentationGoesToTheEmojiFace() throws {
        // HEAVY BLACK HEART with VARIATION SELECTOR-16 is one cluster, drawn as emoji.
        #expect(try StageFixtures.faces("❤️") == [emoji])
        // A keycap sequence (digit, VS16, COMBINING ENCLOSING KEYCAP) too.
        #expect(try StageFixtures.faces("1️⃣") == [emoji])
    }

    @Test func eachStyleHasItsOwnChain() throws {
        let bold = StageFixtures.resolvedStyle(TextStyle(weight: .bold))
        let faces = try StageFixtures.faces("ab", styles: [StageFixtures.style, bold],
                                            spans: [StyleSpan(range: 0..<1, styleIndex: 0), StyleSpan(range: 1..<2, styleIndex: 1)])
        #expect(faces == [0, 0])
        #expect(bold.faces[0].weight == .bold && StageFixtures.style.faces[0].weight == .regular)
    }
}
