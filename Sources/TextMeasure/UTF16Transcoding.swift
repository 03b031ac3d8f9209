extension Array where Element == UInt16 {
    /// Appends `string` as UTF-16 code units, decoding its UTF-8 storage directly (much faster than
    /// `append(contentsOf: string.utf16)`, which walks an index per unit).
    mutating func appendUTF16(of string: String) {
        var string = string
        string.withUTF8 { utf8 in
            reserveCapacity(count + utf8.count)
            var index = 0
            let count = utf8.count
            while index < count {
                let byte = UInt32(utf8[index])
                if byte < 0x80 {
                    append(UInt16(byte))
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
                    append(UInt16(0xD800 + ((scalar - 0x10000) >> 10)))
                    append(UInt16(0xDC00 + ((scalar - 0x10000) & 0x3FF)))
                } else {
                    append(UInt16(scalar))
                }
            }
        }
    }
}
