/// The byte length of one RGBA row as libpng's simplified API takes it: an `Int32`, so rows wider than 536,870,911
/// pixels cannot be read or written (their length would not fit, and converting it would trap).
enum PNGRowStride {
    /// `width × 4` as an `Int32`, or nil when it does not fit (or `width` is negative).
    static func bytes(forWidth width: Int) -> Int32? {
        guard width >= 0 else { return nil }
        let (bytes, overflow) = width.multipliedReportingOverflow(by: 4)
        return overflow ? nil : Int32(exactly: bytes)
    }
}
