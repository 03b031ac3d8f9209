extension Array where Element == UInt16 {
    /// Appends `string` as UTF-16 code units, decoding its UTF-8 storage directly into the array's storage (much
    /// faster than `append(contentsOf: string.utf16)`, which walks an index per unit, or than one `append` per
    /// unit, which checks capacity and uniqueness each time).
    mutating func appendUTF16(of string: String) {
        var string = string
        string.withUTF8 { utf8 in
            // UTF-16 never takes more units than UTF-8 takes bytes: grow by that much, transcode, drop the rest.
            let start = count
            append(contentsOf: repeatElement(0, count: utf8.count))
            let written = withUnsafeMutableBufferPointer { units in
                Self.transcode(utf8, into: UnsafeMutableBufferPointer(rebasing: units[start...]))
            }
            removeLast(utf8.count - written)
        }
    }

    /// Writes the UTF-16 of valid UTF-8 `utf8` into `units` (at least `utf8.count` long); returns the unit count.
    private static func transcode(_ utf8: UnsafeBufferPointer<UInt8>, into units: UnsafeMutableBufferPointer<UInt16>) -> Int {
        var index = 0, out = 0
        let count = utf8.count
        while index < count {
            let byte = UInt32(utf8[index])
            if byte < 0x80 {
                units[out] = UInt16(byte)
                out += 1
                index += 1
                continue
            }
            let scalar: UInt32
            if byte < 0xE0, index + 1 < count {
                scalar = (byte & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F)
                index += 2
            } else if byte < 0xF0, index + 2 < count {
                scalar = (byte & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
                index += 3
            } else if index + 3 < count {
                scalar = (byte & 0x07) << 18 | UInt32(utf8[index + 1] & 0x3F) << 12
                    | UInt32(utf8[index + 2] & 0x3F) << 6 | UInt32(utf8[index + 3] & 0x3F)
                index += 4
            } else {
                scalar = 0xFFFD  // unreachable: Swift strings hold valid UTF-8
                index = count
            }
            if scalar >= 0x10000 {
                units[out] = UInt16(0xD800 + ((scalar - 0x10000) >> 10))
                units[out + 1] = UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF))
                out += 2
            } else {
                units[out] = UInt16(scalar)
                out += 1
            }
        }
        return out
    }
}
