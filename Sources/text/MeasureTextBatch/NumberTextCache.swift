import JSON
import TextMeasure

/// The JSON text of recently written numbers: line heights, baselines and ink edges repeat from message to
/// message (same fonts, same line positions), and the shortest round-trip text of a fraction costs far more to
/// make than to copy. A small direct-mapped table keyed by the value's bits; integers and non-finite values are
/// written directly. The text is always ``JSONLiteral/appendNumber(_:to:)``'s.
struct NumberTextCache {
    private static let slots = 512, width = 24
    private var keys = [UInt64](repeating: 0, count: NumberTextCache.slots)
    private var lengths = [UInt8](repeating: 0, count: NumberTextCache.slots)   // 0: empty
    private var texts = [UInt8](repeating: 0, count: NumberTextCache.slots * NumberTextCache.width)

    mutating func append(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite, value != value.rounded() || abs(value) >= 1e15 else {
            JSONLiteral.appendNumber(value, to: &out)
            return
        }
        let bits = value.bitPattern
        let slot = Int(truncatingIfNeeded: ((bits ^ bits >> 31) &* 0x9E37_79B9_7F4A_7C15) >> 55)
        let length = Int(lengths[slot])
        if length > 0 && keys[slot] == bits {
            let start = slot * NumberTextCache.width
            out.append(contentsOf: texts[start..<(start + length)])
            return
        }
        let start = out.count
        JSONLiteral.appendNumber(value, to: &out)
        let written = out.count - start
        guard written <= NumberTextCache.width else { return }
        keys[slot] = bits
        lengths[slot] = UInt8(written)
        texts.replaceSubrange((slot * NumberTextCache.width)..<(slot * NumberTextCache.width + written), with: out[start...])
    }
}
