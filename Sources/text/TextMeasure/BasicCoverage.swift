import CTextStack
import Locking
import Synchronization

/// One bit per BMP scalar that a face maps to a glyph, made on first use: a style looks past its primary face only
/// for characters that face lacks, so a Latin card never reads the CJK fallback's 30,000 mappings (which cost a
/// cold start a quarter of a millisecond when every embedded face made its bits up front). Shared by a variable
/// face's instances (they map the same characters).
final class BasicCoverage: @unchecked Sendable {
    // @unchecked: `bits` is written once, under `filling`, before `ready` is released; read only after `ready`.
    private let face: OpaquePointer
    private let ready = Atomic<Bool>(false)
    private let filling = Locked(())
    private var bits: UnsafeMutablePointer<UInt64>?

    /// The coverage of `face` (a HarfBuzz face, referenced here until the coverage goes).
    init(face: OpaquePointer) {
        self.face = hb_face_reference(face)
    }

    deinit {
        bits?.deallocate()
        hb_face_destroy(face)
    }

    /// The bits (1,024 words; bit `s & 63` of word `s >> 6` for scalar `s`), made by the first caller.
    var pointer: UnsafePointer<UInt64> {
        if !ready.load(ordering: .acquiring) { fill() }
        return UnsafePointer(bits.unsafelyUnwrapped)
    }

    private func fill() {
        filling.withLock { _ in
            guard !ready.load(ordering: .relaxed) else { return }   // another caller made them meanwhile
            bits = BasicCoverage.make(face)
            ready.store(true, ordering: .releasing)
        }
    }

    private static func make(_ face: OpaquePointer) -> UnsafeMutablePointer<UInt64> {
        let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: 0x10000 / 64)
        bits.initialize(repeating: 0, count: 0x10000 / 64)
        let set = hb_set_create()
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        // A thousand characters a call: a CJK face maps tens of thousands, and one call per character (or per
        // range, in HarfBuzz 6) cost more than the rest of the face's set-up.
        var batch = [hb_codepoint_t](repeating: 0, count: 1024)
        var after: hb_codepoint_t = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: from the first element
        while after < 0xFFFF || after == hb_codepoint_t.max {
            let count = Int(hb_set_next_many(set, after, &batch, UInt32(batch.count)))
            guard count > 0 else { break }
            for scalar in batch[..<count] where scalar < 0x10000 {
                bits[Int(scalar >> 6)] |= 1 << UInt64(scalar & 63)
            }
            after = batch[count - 1]
        }
        return bits
    }
}
